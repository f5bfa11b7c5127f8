/** The shell's Node server (Fastify): every page request, the registry, the shell's own files, and the api proxy. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { contentUrl, readServerConfig } from './config.ts';
import { createRegistrySource } from './registry-source.ts';
import {
  createKeptMarkupStore,
  createPublicDataFetch,
  createRenderCache,
  keepShared,
  layoutWidgets,
  renderPage,
  sharedSize,
  warmUp,
  type RenderContext,
} from './render/index.ts';
import { defaultLocale } from '@storefront/shared/i18n';
import { originOf } from './origin.ts';
import { applyRegistry } from './federation.ts';
import { brandsEnabled } from '@storefront/shared/config';
import { remotePages } from '../src/routing/routes.ts';
import type { RemoteEntry } from '../src/federation/registry.ts';
import type { RemoteName } from '@storefront/shared/remotes';
import { registerApiProxy } from './proxy.ts';
import { registerAnswerHooks } from './answer-hooks.ts';
import { overridesPath, serveOverridesPage } from './remote-overrides.tsx';
import { registerStaticFiles } from './static-files.ts';
import { faviconPngs, faviconSvg } from './favicon.ts';
import { createSitemapSource, serveSitemap } from './sitemap.ts';
import type { ShellAssets } from './document.ts';
import { sendMaintenance, sendServerError, type ErrorDocumentContext } from './error-document.tsx';
import { applySecurityHeaders, newNonce, registryOrigins } from './security-headers.ts';
import { createCspReporter, cspReportPath } from './csp-report.ts';
import { loadAddressLocator } from './geoip.ts';
import { announceLiveShell } from './live-shell.ts';
import { isInstance, runInstances } from '@storefront/shared/server';
import { serveMetrics } from '@storefront/shared/server/metrics';
import { clientAddress } from './client-address.ts';
import { metricsRegistry, observeRequest, remoteViews, slotFailures, slotReportsRefused } from './metrics.ts';
import { createSlotHealth } from './slot-health.ts';
import { createSlotReportHandler, slotReportPath } from './slot-report.ts';
import { startCanaryWatch } from './release/canary-watch.ts';
import { registerReleaseView } from './release/routes.tsx';

const config = readServerConfig(process.env);
/** The release tool's deploy root: the registry's folder, beside its history and the health counts. */
const deployRoot = path.dirname(config.registryFile);
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
  const scriptsOf = (shared: readonly { assets: { js: { sync: string[] } } }[]) =>
    [...new Set(shared.flatMap((library) => library.assets.js.sync))].map((name) => staticPrefix + name);
  const sri = (name: string) =>
    `sha384-${createHash('sha384')
      .update(fs.readFileSync(path.join(config.browserDir, name)))
      .digest('base64')}`;
  const every = linkOncePerHash(everyPage);
  const formSheets = linkOncePerHash(forms);
  return {
    scripts: entry.entry.map((name) => staticPrefix + name),
    preload: entry.js.map((name) => staticPrefix + name),
    ahead: scriptsOf(manifest.shared.filter(startsWithoutForms)),
    formsAhead: scriptsOf(manifest.shared.filter((shared) => !startsWithoutForms(shared))),
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

// Each page's remote versions and the failures browsers report for them, per minute, written beside the registry
// for the release checks (slot-health.ts) and counted for /metrics.
const health = createSlotHealth({
  deployRoot,
  counted: (remote, version, what) =>
    what === 'view' ? remoteViews.inc({ remote, version }) : slotFailures.inc({ remote, version, kind: what }),
});

const context: RenderContext = {
  health,
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
  keptMarkup: config.keptMarkup
    ? createKeptMarkupStore({ ttlMs: config.renderCache.ttlMs, maxBytes: config.renderCache.maxBytes / 8 })
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
const reportSlots = createSlotReportHandler({
  count: (remote, version, kind) => health.failure(remote, version, kind),
  // The stable version, or a running canary's (the registry's `canary` field, issue 25).
  serves: async (remote, version) => {
    const entry = (await context.registry.read()).remotes[remote as RemoteName] as
      (RemoteEntry & { canary?: { version: string } }) | undefined;
    return entry?.version === version || entry?.canary?.version === version;
  },
  addressOf: (req) => clientAddress(req, config.trustProxy),
  refused: (reason) => slotReportsRefused.inc({ reason }),
});

/** The maintenance document's security headers, from the registry as it is now (pages set their own). */
async function secureDocument(res: ServerResponse): Promise<void> {
  const registry = await context.registry.read().catch(() => ({ remotes: {} }));
  applySecurityHeaders(res, {
    ...context.security,
    scripts: { nonce: newNonce() },
    remoteOrigins: registryOrigins(registry),
  });
}

/** The error document for a request that failed, unless its answer had started (then it is cut short). */
function failed(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error('[shell] request failed:', error);
  if (res.headersSent) return void res.end();
  sendServerError(req, res, errorPages);
}

/**
 * A route answered by code written against node:http (the render pipeline, the sitemap, the CSP reporter): Fastify
 * hands over the request and response as they are, and a failure is answered with the shop's error document.
 */
const onNode =
  (handler: (req: IncomingMessage, res: ServerResponse) => unknown) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.hijack();
    try {
      await handler(request.raw, reply.raw);
    } catch (error) {
      failed(request.raw, reply.raw, error);
    }
  };

/** A page: the render pipeline, or in maintenance the 503 every page answers, `/` included (ADR 0008). */
const page = onNode(async (req, res) => {
  if (!config.shop.maintenance) return renderPage(req, res, context);
  await secureDocument(res);
  sendMaintenance(req, res, errorPages);
});

/**
 * A page's form sent natively: its forms are `method="post"` (never GET, so a password never reaches a URL, a log or a
 * Referer) and the app sends them itself; the browser only sends one when the app could not start. The body is
 * discarded unread and the shopper is sent back to the page (303), which they can use again.
 */
const formSentWithoutTheApp = onNode((req, res) => {
  const url = req.url ?? '/';
  if (url.startsWith(staticPrefix)) return methodNotAllowed(res);
  req.on('end', () => {
    res.writeHead(303, { location: url, 'cache-control': 'no-store', 'content-length': '0' });
    res.end();
  });
  req.resume();
});

function methodNotAllowed(res: ServerResponse): void {
  res.writeHead(405, { allow: 'GET, HEAD' });
  res.end();
}

/** The shell's server: its routes declared, the files and api proxy by Fastify's plugins, the rest as before. */
async function buildServer(): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    // Node's own limits, as the shell had them: Fastify's defaults suit a load balancer in front, not this shop.
    keepAliveTimeout: 5000,
    requestTimeout: 300_000,
    // A path Fastify's router cannot decode is still a page: the pipeline answers it (its 404) as before.
    frameworkErrors: (error, request, reply) => {
      if (error.code !== 'FST_ERR_BAD_URL') return failed(request.raw, reply.raw, error);
      return request.method === 'GET' || request.method === 'HEAD'
        ? page(request, reply)
        : formSentWithoutTheApp(request, reply);
    },
  });
  // No body is read for a route that does not ask for it: the form POST and the CSP reporter read the request
  // themselves, the proxy streams it on (its own parser, shell/server/proxy.ts).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  // Fastify's own 404 and 500 pages never show: a file that is not there is a plain 404, any other method 405, and a
  // failure the shop's error document.
  app.setNotFoundHandler((request, reply) => {
    reply.hijack();
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(reply.raw);
    reply.raw.writeHead(404, { 'content-type': 'text/plain' });
    reply.raw.end('Not found');
  });
  app.setErrorHandler((error, request, reply) => {
    reply.hijack();
    failed(request.raw, reply.raw, error);
  });

  // Every answer counted and timed by its route's pattern (a page is `/*`), hijacked ones included.
  app.addHook('onRequest', (request, reply, done) => {
    observeRequest(request.routeOptions.url ?? 'unmatched', request.method, reply.raw);
    done();
  });
  registerAnswerHooks(app, { publicOrigin: config.publicOrigin });
  await registerApiProxy(app, { apiUrl: config.apiUrl, trustProxy: config.trustProxy });
  await registerStaticFiles(app, { root: config.browserDir, prefix: staticPrefix });
  app.post(cspReportPath, onNode(reportCsp));
  app.post(slotReportPath, onNode(reportSlots));
  const noStoreJson = (reply: FastifyReply, value: unknown) =>
    reply
      .code(200)
      .header('content-type', 'application/json')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(value));
  app.get('/registry.json', async (_request, reply) => noStoreJson(reply, await context.registry.read()));
  app.get('/config.json', (_request, reply) => noStoreJson(reply, config.shop));
  app.get(
    '/sitemap.xml',
    onNode((req, res) => {
      const origin = originOf(req, config);
      return serveSitemap(req, res, sitemap, {
        origin,
        cacheable: origin === config.publicOrigin,
        maintenance: config.shop.maintenance,
      });
    }),
  );
  app.get(
    overridesPath,
    onNode((req, res) => serveOverridesPage(req, res, config.remoteOverrideOrigins)),
  );
  registerReleaseView(app, {
    token: config.releaseToken,
    deployRoot,
    secureCookie: config.publicOrigin?.startsWith('https:') ?? false,
    secure: (res) =>
      applySecurityHeaders(res, { ...context.security, scripts: { nonce: newNonce() }, remoteOrigins: [] }),
  });
  app.get('/healthz', (_request, reply) => reply.type('text/plain').send('ok'));
  const icon = (type: string, body: string | Buffer) => (_request: unknown, reply: FastifyReply) =>
    reply.type(type).header('cache-control', 'public, max-age=86400').send(body);
  app.get('/favicon.svg', icon('image/svg+xml', faviconSvg));
  for (const [size, png] of Object.entries(faviconPngs)) {
    const answer = icon('image/png', Buffer.from(png, 'base64'));
    app.get(`/favicon-${size}.png`, answer);
    // Asked for by browsers on their own, where a page links no icon (a file, an error the proxy answers).
    if (size === '32') app.get('/favicon.ico', answer);
  }
  // Every other path is a page (its route table is the shell's own, src/routing/routes.ts).
  app.get('/*', page);
  app.post('/*', formSentWithoutTheApp);
  return app;
}

/**
 * The registry's remotes registered, then a few pages rendered to this process (render/warm-up.ts) within
 * WARM_UP_MS; a registry or an api not there yet only ends the warm-up, never the start.
 */
async function warmBeforeListening(): Promise<void> {
  try {
    const registry = await context.registry.read();
    applyRegistry(registry, [...layoutWidgets, ...remotePages]);
    if (config.warmUpMs <= 0) return;
    const warmed = await warmUp(context, registry, { lang: defaultLocale, rounds: 3, budgetMs: config.warmUpMs });
    if (warmed.renders === 0) console.warn('[shell] not warmed up: the api did not answer its health check');
    else
      console.log(
        `[shell] warmed up in ${Math.round(warmed.ms)} ms: ${warmed.renders} renders of ${warmed.paths.join(', ')}` +
          ` and ${warmed.front.length} more of the front`,
      );
  } catch (error) {
    console.warn('[shell] not warmed up:', error instanceof Error ? error.message : error);
  }
}

/** One server: in each instance, or in this process when there is one (SHELL_INSTANCES). */
async function serve(): Promise<void> {
  // GEOIP=on: the address table is read before the first shopper, in each instance (ADR 0013).
  if (config.geoip) context.locate = await loadAddressLocator();
  const app = await buildServer();

  // Point the federation runtime at the registry's remotes and render a few pages before the first shopper arrives
  // (in maintenance no page needs them, and the remotes may be what is being maintained).
  if (!config.shop.maintenance) await warmBeforeListening();

  await app.listen({ port: config.port, host: config.host });
  health.start();
  announceLiveShell(config.registryFile, config.browserDir);
  // Every instance watches; the lease beside the registry lets one decide at a time (ADR 0702).
  const stopWatch = startCanaryWatch(deployRoot, config.canary);
  if (!isInstance()) console.log(readyLine(`http://localhost:${config.port}`));
  // The last counts are written before the process ends.
  const stop = () => {
    stopWatch();
    void app
      .close()
      .then(() => health.stop())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const readyLine = (url: string) =>
  `[shell] ${url} (api ${config.apiUrl}, registry ${config.registryFile}, public origin ${config.publicOrigin ?? 'from each request'}${config.geoip ? ', visitor country from the address without a CDN header' : ''})`;

serveMetrics({ ...config.metrics, instances: config.instances, registry: metricsRegistry, label: '[shell]' })
  .then(() => runInstances({ label: '[shell]', instances: config.instances, serve, readyLine }))
  .catch((error: unknown) => {
    console.error('[shell] failed to start:', error);
    process.exit(1);
  });
