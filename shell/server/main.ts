/** The shell's Node server: every page request, the registry, the shell's own files, and the api proxy. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { contentUrl, readServerConfig } from './config.ts';
import { createRegistrySource } from './registry-source.ts';
import {
  createPublicDataFetch,
  createRenderCache,
  keepShared,
  layoutWidgets,
  renderPage,
  sharedSize,
  type RenderContext,
} from './render/index.ts';
import { originOf } from './origin.ts';
import { applyRegistry } from './federation.ts';
import { brandsEnabled } from '@storefront/shared/config';
import { remotePages } from '../src/routing/routes.ts';
import { proxyTo } from './proxy.ts';
import { overridesPath, serveOverridesPage } from './remote-overrides.tsx';
import { serveFile } from './static-files.ts';
import { createSitemapSource, serveSitemap } from './sitemap.ts';
import type { ShellAssets } from './document.ts';
import { sendMaintenance, sendServerError, type ErrorDocumentContext } from './error-document.tsx';
import { applySecurityHeaders, newNonce, registryOrigins } from './security-headers.ts';
import { createCspReporter, cspReportPath } from './csp-report.ts';
import { isInstance, runInstances } from '@storefront/shared/server';

const config = readServerConfig(process.env);
const staticPrefix = '/static/shell/';

/**
 * The shell's own browser files for each document: the entry to run and its bootstrap to preload,
 * and the stylesheets every page needs. Shared singletons are left for the runtime to fetch: the
 * manifest lists two chunks for several of them and only one is used, and preloading them all
 * would starve the page's first image on a slow link.
 */
function readShellAssets(): ShellAssets {
  const read = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(config.browserDir, name), 'utf8')) as T;
  const entry = read<{ js: string[]; css: string[]; entry: string[] }>('entry-assets.json');
  const manifest = read<{ shared: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[] }>(
    'mf-manifest.json',
  );
  const isForms = (shared: { name: string }) => /shared\/forms/.test(shared.name);
  const everyPage = [
    ...entry.css,
    ...manifest.shared.filter((shared) => !isForms(shared)).flatMap((shared) => shared.assets.css.sync),
  ];
  const forms = manifest.shared.filter(isForms).flatMap((shared) => shared.assets.css.sync);
  // What the start loads besides the entry: every shared library but the forms' (a shared page renders no form before
  // the shopper opens one). Where the manifest names two files for a library and the runtime uses one, both are
  // fetched ahead: a few hundred bytes each, against a round trip each at the first use.
  const startsWithoutForms = (shared: { name: string }) => !/forms|final-form/.test(shared.name);
  const sri = (name: string) =>
    `sha384-${createHash('sha384')
      .update(fs.readFileSync(path.join(config.browserDir, name)))
      .digest('base64')}`;
  const every = linkOncePerHash(everyPage);
  const formSheets = linkOncePerHash(forms);
  return {
    scripts: entry.entry.map((name) => staticPrefix + name),
    preload: entry.js.map((name) => staticPrefix + name),
    ahead: [...new Set(manifest.shared.filter(startsWithoutForms).flatMap((shared) => shared.assets.js.sync))].map(
      (name) => staticPrefix + name,
    ),
    stylesheets: every.linked,
    integrity: Object.fromEntries(entry.js.map((name) => [staticPrefix + name, sri(name)])),
    stylesheetTwins: every.twins,
    formStylesheets: formSheets,
    cssChunks: Object.fromEntries(
      Object.entries(read<Record<string, string>>('css-chunks.json')).map(([name, chunk]) => [
        staticPrefix + name,
        chunk,
      ]),
    ),
  };
}

/** The same stylesheet can be emitted under two chunk names: each content hash is linked once, the rest are twins. */
function linkOncePerHash(names: readonly string[]): { linked: string[]; twins: string[] } {
  const byHash = new Map(names.map((name) => [name.split('.').slice(-2, -1)[0], name]));
  const linked = new Set(byHash.values());
  return {
    linked: [...linked].map((name) => staticPrefix + name),
    twins: [...new Set(names)].filter((name) => !linked.has(name)).map((name) => staticPrefix + name),
  };
}

const context: RenderContext = {
  config,
  registry: createRegistrySource(config.registryFile),
  shellAssets: readShellAssets(),
  security: {
    apiBaseUrl: config.shop.apiBaseUrl,
    contentBaseUrl: config.shop.contentBaseUrl,
    reportPath: cspReportPath,
    reportOnly: config.cspReportOnly,
    publicOrigin: config.publicOrigin,
  },
  // Shared pages, rendered once for every guest (ADR 0600).
  cache: config.renderCache.enabled
    ? createRenderCache({ ...config.renderCache, keep: keepShared, sizeOf: sharedSize })
    : null,
  publicData: config.publicDataCache
    ? // Never served stale: a page refreshed in the background must not be refreshed from stale data.
      createPublicDataFetch({ ...config.renderCache, staleMs: 0, maxBytes: config.renderCache.maxBytes / 4 })
    : undefined,
  cdn: {
    sMaxAgeSeconds: Math.ceil(config.renderCache.ttlMs / 1000),
    staleSeconds: Math.ceil(config.renderCache.staleMs / 1000),
  },
};
const errorPages: ErrorDocumentContext = { theme: config.shop.theme, stylesheets: context.shellAssets.stylesheets };
const sitemap = createSitemapSource({
  apiBaseUrl: `${config.apiUrl}/api`,
  contentBaseUrl: contentUrl(config),
  ttlMs: config.sitemapTtlMs,
  publicOrigin: config.publicOrigin,
  brands: brandsEnabled(config.shop),
});
const reportCsp = createCspReporter();

/** The maintenance document's security headers, from the registry as it is now (pages set their own). */
async function secureDocument(res: http.ServerResponse): Promise<void> {
  const registry = await context.registry.read().catch(() => ({ remotes: {} }));
  applySecurityHeaders(res, {
    ...context.security,
    scripts: { nonce: newNonce() },
    remoteOrigins: registryOrigins(registry),
  });
}

const favicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1c1c1e"/><path d="M9 22V10h5.5a4 4 0 0 1 0 8H12" fill="none" stroke="#fff" stroke-width="2.5"/></svg>';

/**
 * A page's form sent natively: its forms are `method="post"` (never GET, so a password never reaches a URL, a log or a
 * Referer) and the app sends them itself; the browser only sends one when the app could not start. The body is
 * discarded unread and the shopper is sent back to the page (303), which they can use again.
 */
function formSentWithoutTheApp(req: http.IncomingMessage, res: http.ServerResponse, url: string): void {
  req.on('end', () => {
    res.writeHead(303, { location: url, 'cache-control': 'no-store', 'content-length': '0' });
    res.end();
  });
  req.resume();
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname.startsWith('/cms/'))
    return proxyTo(config.apiUrl, req, res, { trustProxy: config.trustProxy });
  if (pathname === cspReportPath && req.method === 'POST') return reportCsp(req, res);
  if (req.method === 'POST' && !pathname.startsWith(staticPrefix)) return formSentWithoutTheApp(req, res, url);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    return res.end();
  }
  if (pathname === '/registry.json') {
    const registry = await context.registry.read();
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    return res.end(JSON.stringify(registry));
  }
  if (pathname === '/config.json') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    return res.end(JSON.stringify(config.shop));
  }
  if (pathname === '/sitemap.xml') {
    const origin = originOf(req, config);
    return serveSitemap(req, res, sitemap, {
      origin,
      cacheable: origin === config.publicOrigin,
      maintenance: config.shop.maintenance,
    });
  }
  if (pathname === overridesPath) return serveOverridesPage(req, res, config.remoteOverrideOrigins);
  if (pathname === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    return res.end('ok');
  }
  if (pathname === '/favicon.svg' || pathname === '/favicon.ico') {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
    return res.end(favicon);
  }
  if (pathname.startsWith(staticPrefix)) {
    if (await serveFile(req, res, config.browserDir, pathname.slice(staticPrefix.length))) return;
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end('Not found');
  }
  // Maintenance: every page answers 503, `/` included (ADR 0008); the files, the api and the documents above stay.
  if (config.shop.maintenance) {
    await secureDocument(res);
    return sendMaintenance(req, res, errorPages);
  }
  return renderPage(req, res, context);
}

/** One server: in each instance, or in this process when there is one (SHELL_INSTANCES). */
async function serve(): Promise<void> {
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[shell] request failed:', error);
      if (res.headersSent) return res.end();
      sendServerError(req, res, errorPages);
    });
  });

  // Point the federation runtime at the registry's remotes and warm them before the first shopper arrives (in
  // maintenance no page needs them, and the remotes may be what is being maintained).
  if (!config.shop.maintenance) {
    void context.registry
      .read()
      .then((registry) => applyRegistry(registry, [...layoutWidgets, ...remotePages]))
      .catch((error: unknown) =>
        console.warn('[shell] registry not readable yet:', error instanceof Error ? error.message : error),
      );
  }

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  if (!isInstance()) console.log(readyLine(`http://localhost:${config.port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const readyLine = (url: string) =>
  `[shell] ${url} (api ${config.apiUrl}, registry ${config.registryFile}, public origin ${config.publicOrigin ?? 'from each request'})`;

runInstances({ label: '[shell]', instances: config.instances, serve, readyLine }).catch((error: unknown) => {
  console.error('[shell] failed to start:', error);
  process.exit(1);
});
