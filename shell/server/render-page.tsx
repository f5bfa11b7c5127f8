/**
 * Renders one page request: owns status codes and redirects, fills a per-request store through the
 * page module's prefetch (within a budget), and streams the React tree into one document with the
 * store state, the registry and preload hints inlined. Nothing here outlives the request.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter as StaticRouter } from '../src/app/location.tsx';
import { api, lastPerName, sharedApi } from '@storefront/shared/api';
import { createEventBus } from '@storefront/shared/events';
import { localeCookie, pickLocale, type Locale } from '@storefront/shared/i18n';
import { makeStore, settleQueries, type AppStore } from '@storefront/shared/store';
import type { PageHead, PageRedirect, RemoteLoader, RemoteRef } from '@storefront/shared/remotes';
import { brandsEnabled } from '@storefront/shared/config';
import { App } from '../src/app/app.tsx';
import { pageAlternates, pageDataGlobal, serializeForScript, type PageData } from '../src/app/page-data.ts';
import { createModuleLoader } from '../src/federation/module-loader.ts';
import { serverRenderedRemotes } from '../src/federation/registry.ts';
import { withDeadline } from '../src/federation/tracked.ts';
import {
  isShellPage,
  layoutOf,
  matchRoute,
  pageName,
  remotePages,
  type PageRoute,
  type RouteMatch,
} from '../src/routing/routes.ts';
import { shellPages } from '../src/app/shell-pages.ts';
import { contentUrl, type ServerConfig } from './config.ts';
import type { RegistrySource } from './registry-source.ts';
import { applyRegistry, assetsFor, browserEntries } from './federation.ts';
import { documentHead, documentTail, type ShellAssets } from './document.ts';
import { readStyles } from './remote-styles.ts';
import { shellMessages, withShopDescription } from './messages.ts';
import { parseCookies } from './cookies.ts';
import { sendMaintenance, sendServerError } from './error-document.tsx';
import { readVisitor } from './visitor.ts';
import { originOf } from './origin.ts';
import { overridesOf, withOverrides } from './remote-overrides.tsx';

export interface RenderContext {
  config: ServerConfig;
  registry: RegistrySource;
  shellAssets: ShellAssets;
  /** This response's script nonce (its Content-Security-Policy allows inline scripts carrying it). */
  nonce?: string;
}

/** Widgets the layout places on every page. */
export const layoutWidgets: RemoteRef[] = [
  { remote: 'catalog', module: 'SearchBox' },
  { remote: 'catalog', module: 'WishlistLink' },
  { remote: 'catalog', module: 'CompareLink' },
];

function redirect(res: ServerResponse, to: string, status: number, headers: OutgoingHttpHeaders = {}) {
  res.writeHead(status, { location: to, 'cache-control': 'no-store', ...headers });
  res.end();
}

async function prefetchPage(
  page: PageRoute['page'],
  match: Extract<RouteMatch, { kind: 'page' }>,
  loader: RemoteLoader,
  store: AppStore,
  url: URL,
  origin: string,
) {
  // The shell's own pages (content) follow the same page-module contract as a remote's, without a remote to load.
  const module = isShellPage(page) ? shellPages[page.shell] : (await loader.load(page, match.lang)).module;
  return module.prefetch?.({ store, lang: match.lang, params: match.params, query: url.searchParams, origin });
}

/** `to` as a path (with query) on this shop, or null when it would leave it (resolved as a browser resolves it). */
export function sameOriginPath(to: string): string | null {
  const base = 'http://shop.invalid';
  try {
    const url = new URL(to, `${base}/`);
    return url.origin === base && to.startsWith('/') ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export async function renderPage(req: IncomingMessage, res: ServerResponse, context: RenderContext): Promise<void> {
  const { config } = context;
  const url = new URL(req.url ?? '/', 'http://shop.invalid');
  const cookies = parseCookies(req.headers.cookie);
  const detected = () => pickLocale(cookies[localeCookie], req.headers['accept-language']);

  const rule = config.shop.redirects.find((candidate) => candidate.from === url.pathname);
  if (rule) return redirect(res, rule.to, rule.status ?? 302);
  const match = matchRoute(url.pathname, url.search, { brands: brandsEnabled(config.shop) });
  if (match.kind === 'redirect') return redirect(res, match.to, match.status);
  if (match.kind === 'locale-redirect')
    return redirect(res, `/${detected()}`, 302, { vary: 'Cookie, Accept-Language' });

  const lang: Locale = match.lang ?? detected();
  // The blank layout has no widgets: nothing of a remote is loaded for it.
  const blank = match.kind === 'page' && layoutOf(match.route) === 'blank';
  let status = match.kind !== 'page' ? 404 : 'status' in match.route ? match.route.status : 200;
  let head: PageHead = {};
  let moved: PageRedirect | undefined;
  const origin = originOf(req, config);
  const registry = withOverrides(await context.registry.read(), overridesOf(req, config.remoteOverrideOrigins));
  applyRegistry(registry, [...layoutWidgets, ...remotePages]);

  const setCookies: string[] = [];
  let unavailable = false;
  const store = makeStore({
    apiBaseUrl: `${config.apiUrl}/api`,
    contentBaseUrl: contentUrl(config),
    lang,
    bus: createEventBus({ crossTab: false }),
    cookie: req.headers.cookie,
    onSetCookie: (values) => setCookies.push(...values),
    onUnavailable: () => {
      unavailable = true;
    },
  });
  const rendered: RemoteRef[] = [];
  const loader = createModuleLoader({
    deadlineMs: config.remoteBudgetMs,
    onLoaded: (ref) => rendered.push(ref),
    remotes: serverRenderedRemotes(registry),
  });

  const subscriptions = [
    store.dispatch(sharedApi.endpoints.bootstrap.initiate()),
    store.dispatch(sharedApi.endpoints.getCartItems.initiate()),
  ];
  const cleanup = () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  };
  const work: Promise<unknown>[] = blank
    ? []
    : layoutWidgets.map((ref) => loader.load(ref, lang).catch(() => undefined));
  if (match.kind === 'page' && 'page' in match.route) {
    const page = match.route.page;
    work.push(
      prefetchPage(page, match, loader, store, url, origin).then(
        (result) => {
          if (result?.status) status = result.status;
          if (result?.head) head = result.head;
          if (result?.redirect) moved = result.redirect;
        },
        (error: unknown) => console.warn(`[ssr] ${pageName(page)} unavailable: ${String(error)}`),
      ),
    );
  }
  await withDeadline(Promise.all(work), config.dataBudgetMs, 'page prefetch').catch(() => undefined);
  await withDeadline(settleQueries(store), config.dataBudgetMs, 'page data').catch(() => undefined);
  // The api answered 503 (to the bootstrap or the page's own calls): the shop is in maintenance, not a page with
  // empty data (SPEC: 'Maintenance triggers on status 503'). The same answer as MAINTENANCE=1 gives.
  if (unavailable) {
    cleanup();
    return sendMaintenance(req, res, { theme: config.shop.theme, stylesheets: context.shellAssets.stylesheets });
  }
  // The page lives at another URL (say a product under another language's slug): send the shopper there and render
  // nothing, but keep any session the api opened meanwhile (hence after the calls settle). Only ever to a path of
  // this shop, whatever a remote answers.
  const target = moved ? sameOriginPath(moved.to) : null;
  if (moved && target) {
    cleanup();
    return redirect(res, target, moved.status, setCookies.length ? { 'set-cookie': lastPerName(setCookies) } : {});
  }
  if (moved && !target) console.warn(`[ssr] a page asked for a redirect off the shop (${moved.to}): ignored`);

  const modules = [...rendered];
  // Reads the page's remotes' manifests first, so the entries below come from them.
  const assets = await assetsFor(modules, registry);
  const styles = await readStyles(assets.stylesheets, config.remoteBudgetMs);
  const pageData: PageData = {
    lang,
    messages: shellMessages(lang),
    state: store.getState(),
    entries: browserEntries(registry),
    config: config.shop,
    modules,
    alternates: pageAlternates(url.pathname, head.alternates),
    visitor: readVisitor(req.headers, cookies, config.shop.country, lang),
  };

  let failed = false;
  const stream = renderToPipeableStream(
    <StaticRouter location={url.pathname + url.search}>
      <App
        store={store}
        bus={createEventBus({ crossTab: false })}
        loader={loader}
        lang={lang}
        messages={pageData.messages}
        config={config.shop}
        alternates={pageData.alternates}
        visitor={pageData.visitor}
      />
    </StaticRouter>,
    {
      nonce: context.nonce,
      bootstrapScriptContent: `window.${pageDataGlobal}=${serializeForScript(pageData)};`,
      // Page data is prefetched, so a page renders at once: keep large slots inline rather than
      // outlined behind a script, so the HTML reads complete before any script runs.
      progressiveChunkSize: 1 << 30,
      bootstrapScripts: context.shellAssets.scripts,
      onShellReady() {
        // Compressed as it streams (flushed per chunk, so the browser can start on the head at once).
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
          ? zlib.createGzip({ level: 6 })
          : null;
        res.writeHead(status, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'set-cookie': lastPerName(setCookies),
          'x-content-type-options': 'nosniff',
          vary: 'Accept-Encoding',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        gzip?.pipe(res);
        const write = (chunk: string | Buffer) => {
          if (!gzip) return void res.write(chunk);
          gzip.write(chunk);
          gzip.flush();
        };
        write(
          documentHead({
            lang,
            theme: config.shop.theme,
            shell: context.shellAssets,
            page: assets,
            styles,
            head: withShopDescription(head, lang),
            origin,
          }),
        );
        const body = new PassThrough();
        body.on('data', write);
        body.on('end', () => {
          if (gzip) gzip.end(documentTail());
          else res.end(documentTail());
          cleanup();
        });
        stream.pipe(body);
      },
      onShellError(error) {
        console.error('[ssr] the page shell failed to render:', error);
        sendServerError(req, res, { theme: config.shop.theme, stylesheets: context.shellAssets.stylesheets });
        cleanup();
      },
      onError(error) {
        // A remote that failed on the server falls back to its slot's loading state; the browser renders it.
        if (!failed) console.warn('[ssr]', error instanceof Error ? error.message.split('\n')[0] : error);
        failed = true;
      },
    },
  );
  // Slots still pending at the budget are left to the browser.
  setTimeout(() => stream.abort(new Error('render budget exceeded')), config.renderBudgetMs).unref();
}
