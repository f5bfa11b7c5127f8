/**
 * `/sitemap.xml`: home, every category, every product, every content page (and in the blue theme the brand pages) in
 * the five languages, read from the
 * api (one walk of the whole catalogue per language, paginated) and kept for a few minutes, since crawlers ask often
 * and the catalogue changes slowly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { locales, type Locale } from '@storefront/shared/i18n';
import { paths } from '@storefront/shared/routing';
import type {
  BootstrapData,
  BrandSummary,
  CategoryTreeNode,
  ContentPage,
  Envelope,
  ProductListing,
} from '@storefront/shared/schemas';
import { sitemapXml, type SitemapPage } from './sitemap-xml.ts';
import { maintenanceRetryAfterSeconds } from './error-document.tsx';

/** The catalogue's root category (PrestaShop's Home): its listing holds every product, its tree every category. */
const catalogueRoot = 2;
/** The api's largest page of a listing. */
const pageSize = 60;
const callTimeoutMs = 10_000;
/** How many api calls one generation has in flight at most (the walk must not crowd out shoppers' pages). */
export const sitemapConcurrency = 4;

export interface SitemapSourceOptions {
  /** The api's storefront calls (`…/api`) and its content calls (`…/cms`), absolute. */
  apiBaseUrl: string;
  contentBaseUrl: string;
  /** How long a generated sitemap is served before the next request generates it again. */
  ttlMs: number;
  /** The configured public origin: the only one whose document is kept (PUBLIC_ORIGIN). */
  publicOrigin?: string;
  /** The shop has brand pages (the blue theme): list them and the brands index. */
  brands?: boolean;
  now?: () => number;
}

/** Runs the tasks it is given at most `concurrency` at a time, in the order given. */
export function createLimit(concurrency: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    if (active < concurrency) queue.shift()?.();
  };
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => {
        active += 1;
        task()
          .then(resolve, reject)
          .finally(() => {
            active -= 1;
            next();
          });
      });
      next();
    });
}

type Limit = ReturnType<typeof createLimit>;

async function call<T>(limit: Limit, base: string, name: string, body: unknown, lang: Locale): Promise<T> {
  return limit(() => request<T>(base, name, body, lang));
}

async function request<T>(base: string, name: string, body: unknown, lang: Locale): Promise<T> {
  const response = await fetch(`${base}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(callTimeoutMs),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${name} answered ${response.status}: ${envelope.message ?? 'no message'}`);
  return envelope.psdata;
}

/** Adds `lang`'s path of the page `key` names. */
const collect = (pages: Map<string, SitemapPage>, key: string, lang: Locale, path: string) => {
  const page = pages.get(key) ?? {};
  page[lang] = path;
  pages.set(key, page);
};

/** Every product and category in one language: all pages of the root's listing, the first with the category tree. */
async function catalogueIn(limit: Limit, apiBaseUrl: string, lang: Locale, pages: Map<string, SitemapPage>) {
  const listing = (page: number) =>
    call<ProductListing>(
      limit,
      apiBaseUrl,
      'getProducts',
      { id_category: catalogueRoot, page, resultsPerPage: pageSize, with_category_tree: page === 1 },
      lang,
    );
  const first = await listing(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.pagination.pages_count - 1, 0) }, (_, index) => listing(index + 2)),
  );
  for (const { products } of [first, ...rest]) {
    for (const product of products) collect(pages, `product:${product.id_product}`, lang, product.link);
  }
  // The root itself is not a page shoppers browse; its descendants are.
  const walk = (node: CategoryTreeNode) => {
    for (const child of node.children) {
      collect(pages, `category:${child.id}`, lang, child.link);
      walk(child);
    }
  };
  if (first.categories) walk(first.categories);
}

/**
 * Every content page with its path in each language (the bootstrap lists them, getContent names their links). A page
 * whose getContent fails is left out and logged: the rest of the shop is still worth listing.
 */
async function contentPages(limit: Limit, apiBaseUrl: string, contentBaseUrl: string): Promise<SitemapPage[]> {
  const { cms_pages: list } = await call<BootstrapData>(limit, apiBaseUrl, 'bootstrap', {}, 'en');
  const replies = await Promise.allSettled(
    list.map(({ id }) => call<ContentPage>(limit, contentBaseUrl, 'getContent', { id }, 'en')),
  );
  return replies.flatMap((reply, index) => {
    if (reply.status === 'fulfilled')
      return [
        Object.fromEntries(
          locales.flatMap((lang) => (reply.value.links[lang] ? [[lang, reply.value.links[lang]]] : [])),
        ),
      ];
    const reason: unknown = reply.reason;
    console.warn(
      `[sitemap] content page ${list[index]?.id} left out: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
    return [];
  });
}

/** The brands index and every brand's page in one language (their `link` names the page in that language). */
async function brandsIn(limit: Limit, apiBaseUrl: string, lang: Locale, pages: Map<string, SitemapPage>) {
  collect(pages, 'brands', lang, `/${lang}/brands`);
  for (const brand of await call<BrandSummary[]>(limit, apiBaseUrl, 'getBrands', {}, lang))
    collect(pages, `brand:${brand.id_manufacturer}`, lang, brand.link);
}

/** Reads every page of the shop from the api, in every language, `sitemapConcurrency` calls at a time. */
export async function collectSitemapPages(
  apiBaseUrl: string,
  contentBaseUrl: string,
  { brands = false } = {},
): Promise<SitemapPage[]> {
  const limit = createLimit(sitemapConcurrency);
  const catalogue = new Map<string, SitemapPage>();
  const [content] = await Promise.all([
    contentPages(limit, apiBaseUrl, contentBaseUrl),
    ...locales.map((lang) => catalogueIn(limit, apiBaseUrl, lang, catalogue)),
    ...(brands ? locales.map((lang) => brandsIn(limit, apiBaseUrl, lang, catalogue)) : []),
  ]);
  const home = Object.fromEntries(locales.map((lang) => [lang, paths.home(lang)]));
  return [home, ...catalogue.values(), ...content];
}

interface SitemapDocument {
  xml: Buffer;
  gzip: Buffer;
}

interface Generation {
  at: number;
  pages: SitemapPage[];
  /** The document for the configured public origin, plain and gzipped, made on its first request. */
  document?: SitemapDocument;
}

const documentFor = (pages: SitemapPage[], origin: string): SitemapDocument => {
  const xml = Buffer.from(sitemapXml(pages, origin));
  return { xml, gzip: zlib.gzipSync(xml, { level: 6 }) };
};

/**
 * The sitemap, generated at most once per `ttlMs` (one walk shared by concurrent requests; a failure is not kept).
 * Only the configured public origin's document is kept: any other origin comes from the request's Host header, which
 * is the client's to choose, so it gets a document made for it alone (local development, where that is cheap).
 */
export function createSitemapSource({
  apiBaseUrl,
  contentBaseUrl,
  ttlMs,
  publicOrigin,
  brands = false,
  now = Date.now,
}: SitemapSourceOptions) {
  let current: Generation | null = null;
  let pending: Promise<Generation> | null = null;

  const generation = (): Promise<Generation> => {
    if (current && now() - current.at < ttlMs) return Promise.resolve(current);
    pending ??= collectSitemapPages(apiBaseUrl, contentBaseUrl, { brands })
      .then((pages) => (current = { at: now(), pages }))
      .finally(() => (pending = null));
    // When the api fails, the previous sitemap still answers.
    return current ? pending.catch(() => current as Generation) : pending;
  };

  return {
    async document(origin: string): Promise<SitemapDocument> {
      const made = await generation();
      if (origin !== publicOrigin) return documentFor(made.pages, origin);
      made.document ??= documentFor(made.pages, origin);
      return made.document;
    },
  };
}

export type SitemapSource = ReturnType<typeof createSitemapSource>;

export interface SitemapRequest {
  /** The origin its URLs start with (`originOf`). */
  origin: string;
  /** Whether that is the configured public origin: only then may shared caches keep the answer. */
  cacheable: boolean;
  /** Maintenance: 503 without walking the catalogue (ADR 0008). */
  maintenance: boolean;
}

export async function serveSitemap(
  req: IncomingMessage,
  res: ServerResponse,
  source: SitemapSource,
  { origin, cacheable, maintenance }: SitemapRequest,
): Promise<void> {
  if (maintenance) {
    res.writeHead(503, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(maintenanceRetryAfterSeconds),
    });
    return void res.end('The shop is under maintenance. Please try again in a few minutes.');
  }
  let document: SitemapDocument;
  try {
    document = await source.document(origin);
  } catch (error) {
    console.warn('[sitemap] could not be generated:', error instanceof Error ? error.message : error);
    res.writeHead(503, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '60',
    });
    return void res.end('The sitemap is not available right now.');
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? document.gzip : document.xml;
  res.writeHead(200, {
    'content-type': 'application/xml; charset=utf-8',
    'content-length': body.length,
    // Without a configured origin the URLs follow the Host header: no shared cache may keep them for others.
    'cache-control': cacheable ? 'public, max-age=600' : 'no-store',
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
