/**
 * `/sitemap.xml`: home, every category, every product and every content page in the five languages, read from the
 * api (one walk of the whole catalogue per language, paginated) and kept for a few minutes, since crawlers ask often
 * and the catalogue changes slowly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { locales, type Locale } from '@storefront/shared/i18n';
import { paths } from '@storefront/shared/routing';
import type { BootstrapData, CategoryTreeNode, ContentPage, Envelope, ProductListing } from '@storefront/shared/schemas';
import { sitemapXml, type SitemapPage } from './sitemap-xml.ts';

/** The catalogue's root category (PrestaShop's Home): its listing holds every product, its tree every category. */
const catalogueRoot = 2;
/** The api's largest page of a listing. */
const pageSize = 60;
const callTimeoutMs = 10_000;

export interface SitemapSourceOptions {
  /** The api's storefront calls (`…/api`) and its content calls (`…/cms`), absolute. */
  apiBaseUrl: string;
  contentBaseUrl: string;
  /** How long a generated sitemap is served before the next request generates it again. */
  ttlMs: number;
  now?: () => number;
}

async function call<T>(base: string, name: string, body: unknown, lang: Locale): Promise<T> {
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
async function catalogueIn(apiBaseUrl: string, lang: Locale, pages: Map<string, SitemapPage>) {
  const listing = (page: number) =>
    call<ProductListing>(apiBaseUrl, 'getProducts', { id_category: catalogueRoot, page, resultsPerPage: pageSize, with_category_tree: page === 1 }, lang);
  const first = await listing(1);
  const rest = await Promise.all(Array.from({ length: Math.max(first.pagination.pages_count - 1, 0) }, (_, index) => listing(index + 2)));
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

/** Every content page with its path in each language (the bootstrap lists them, getContent names their links). */
async function contentPages(apiBaseUrl: string, contentBaseUrl: string): Promise<SitemapPage[]> {
  const { cms_pages: list } = await call<BootstrapData>(apiBaseUrl, 'bootstrap', {}, 'en');
  const replies = await Promise.all(list.map(({ id }) => call<ContentPage>(contentBaseUrl, 'getContent', { id }, 'en')));
  return replies.map((reply) => Object.fromEntries(locales.flatMap((lang) => (reply.links[lang] ? [[lang, reply.links[lang]]] : []))));
}

/** Reads every page of the shop from the api, in every language. */
export async function collectSitemapPages(apiBaseUrl: string, contentBaseUrl: string): Promise<SitemapPage[]> {
  const catalogue = new Map<string, SitemapPage>();
  const [content] = await Promise.all([contentPages(apiBaseUrl, contentBaseUrl), ...locales.map((lang) => catalogueIn(apiBaseUrl, lang, catalogue))]);
  const home = Object.fromEntries(locales.map((lang) => [lang, paths.home(lang)]));
  return [home, ...catalogue.values(), ...content];
}

interface Generation {
  at: number;
  pages: SitemapPage[];
  /** The document per origin it was asked for at (a shop reached by a few host names), plain and gzipped. */
  documents: Map<string, { xml: Buffer; gzip: Buffer }>;
}

/** How many origins' documents one generation keeps (the Host header is the shopper's to choose). */
const maxOrigins = 4;

/** The sitemap, generated at most once per `ttlMs` (one walk shared by concurrent requests; a failure is not kept). */
export function createSitemapSource({ apiBaseUrl, contentBaseUrl, ttlMs, now = Date.now }: SitemapSourceOptions) {
  let current: Generation | null = null;
  let pending: Promise<Generation> | null = null;

  const generation = (): Promise<Generation> => {
    if (current && now() - current.at < ttlMs) return Promise.resolve(current);
    pending ??= collectSitemapPages(apiBaseUrl, contentBaseUrl)
      .then((pages) => (current = { at: now(), pages, documents: new Map() }))
      .finally(() => (pending = null));
    // When the api fails, the previous sitemap still answers.
    return current ? pending.catch(() => current as Generation) : pending;
  };

  return {
    async document(origin: string): Promise<{ xml: Buffer; gzip: Buffer }> {
      const { pages, documents } = await generation();
      const cached = documents.get(origin);
      if (cached) return cached;
      const xml = Buffer.from(sitemapXml(pages, origin));
      const made = { xml, gzip: zlib.gzipSync(xml, { level: 6 }) };
      if (documents.size < maxOrigins) documents.set(origin, made);
      return made;
    },
  };
}

export type SitemapSource = ReturnType<typeof createSitemapSource>;

export async function serveSitemap(req: IncomingMessage, res: ServerResponse, source: SitemapSource, origin: string): Promise<void> {
  let document: { xml: Buffer; gzip: Buffer };
  try {
    document = await source.document(origin);
  } catch (error) {
    console.warn('[sitemap] could not be generated:', error instanceof Error ? error.message : error);
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' });
    return void res.end('The sitemap is not available right now.');
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? document.gzip : document.xml;
  res.writeHead(200, {
    'content-type': 'application/xml; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'public, max-age=600',
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
