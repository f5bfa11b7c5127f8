/**
 * Renders one page request as a pipeline of small named steps (each in `render/`, each tested alone):
 *
 *   readRequest → routeRequest → (redirect) | registry → shared or personal →
 *   shared:   cache key → render cache (hit, stale, or renderShared) → send
 *   personal: createPageState (with the shopper's cookie) → prefetchData → decideOutcome → documentParts →
 *             renderBody (streamed) → send
 *
 * A shared page (the route table's `shared` flag, ADR 0600) is rendered without the shopper's cookie, whole, so
 * the same bytes serve every guest from the render cache and from a CDN; its inline scripts are allowed by hash. A
 * personal page is rendered per request with the shopper's session and a fresh nonce, and is never kept.
 * One store and one event bus per render; a Server-Timing header says what the render waited on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { lastPerName } from '@storefront/shared/api';
import { remotePages } from '../src/routing/routes.ts';
import type { Registry } from '../src/federation/registry.ts';
import type { ServerConfig } from './config.ts';
import type { RegistrySource } from './registry-source.ts';
import { applyRegistry } from './federation.ts';
import type { ShellAssets } from './document.ts';
import { sendBackendDown, sendMaintenance, sendServerError } from './error-document.tsx';
import { apiUnreachable } from './backend-health.ts';
import { overridesOf, withOverrides } from './remote-overrides.tsx';
import { newNonce, registryOrigins, type HeaderInput } from './security-headers.ts';
import { readRequest, routeRequest, type PageRequest, type Routed } from './render/request.ts';
import {
  createPageState,
  decideOutcome,
  layoutWidgets,
  prefetchData,
  type PageState,
  type PrefetchInput,
} from './render/page-state.ts';
import { documentParts, renderBody, renderWhole } from './render/document-render.tsx';
import { inlineScriptHashes } from './render/inline-scripts.ts';
import { cacheKey, type RenderCache } from './render/render-cache.ts';
import { cacheHeaders, createStepTimer, type SharedCachePolicy } from './render/response-headers.ts';
import { applySecurity, gzipLevels, redirect, sendShared, streamDocument } from './render/send.ts';

type PageRouted = Extract<Routed, { kind: 'page' }>;

export { layoutWidgets } from './render/page-state.ts';
export { sameOriginPath } from './render/page-state.ts';

/** The security settings of documents, but for the scripts and remote origins each response fills in. */
export type SecuritySettings = Omit<HeaderInput, 'scripts' | 'remoteOrigins'>;

export interface RenderContext {
  config: ServerConfig;
  registry: RegistrySource;
  shellAssets: ShellAssets;
  security: SecuritySettings;
  /** The render cache of shared pages; null when it is off (RENDER_CACHE=off): each is rendered per request. */
  cache: RenderCache<SharedRender> | null;
  /** What CDNs are told about shared pages. */
  cdn: SharedCachePolicy;
  /** Public api replies kept across requests (PUBLIC_DATA_CACHE=off: none). */
  publicData?: typeof fetch;
}

/** What rendering a shared page produced, free of any response: kept in the cache when it is a good 200. */
export type SharedRender =
  | { kind: 'redirect'; to: string; status: number }
  | { kind: 'maintenance' }
  | { kind: 'unreachable' }
  | {
      kind: 'document';
      status: number;
      html: string;
      /** The same bytes gzipped, made once for a page that is kept. */
      gzip?: Buffer;
      scriptHashes: string[];
      /** A slot or the data fell short: sent, never kept. */
      degraded: boolean;
      timing: string;
    };

/** A shared render worth keeping: a whole 200. */
export const keepShared = (rendered: SharedRender): boolean =>
  rendered.kind === 'document' && rendered.status === 200 && !rendered.degraded;

/** Rough bytes a kept render holds (its HTML as UTF-16 and its gzip). */
export const sharedSize = (rendered: SharedRender): number =>
  rendered.kind === 'document' ? rendered.html.length * 2 + (rendered.gzip?.length ?? 0) : 64;

const gzipOnThreads = promisify(zlib.gzip);

/** What the data step needs from the request and its route. */
const prefetchInput = (
  state: PageState,
  config: ServerConfig,
  request: PageRequest,
  routed: PageRouted,
  personal: boolean,
): PrefetchInput => ({
  state,
  config,
  lang: routed.lang,
  route: routed.route,
  params: routed.params,
  query: request.url.searchParams,
  origin: request.origin,
  status: routed.status,
  blank: routed.blank,
  personal,
});

/** Whether the render could not reach the api at all (logged with the SPEC's message for an operator). */
const unreachable = (state: PageState, config: ServerConfig, request: PageRequest): boolean =>
  apiUnreachable(state.store, config.apiUrl, request.url.pathname);

/** The registry this request renders with (a developer's local overrides applied), registered with the runtime. */
async function registryFor(req: IncomingMessage, context: RenderContext) {
  const base = await context.registry.read();
  const overrides = overridesOf(req, context.config.remoteOverrideOrigins);
  const registry = withOverrides(base, overrides);
  applyRegistry(registry, [...layoutWidgets, ...remotePages]);
  // The policy names the remote origins of the registry as it is now (a publish shows on the next request), and the
  // origins of this browser's local remotes (only ever ones the operator allowed: REMOTE_OVERRIDE_ORIGINS).
  const local = Object.values(overrides).flatMap((entry) => (entry ? [new URL(entry).origin] : []));
  const remoteOrigins = [...new Set([...registryOrigins(base), ...local])];
  return { registry, remoteOrigins, overridden: registry !== base };
}

/**
 * Step: a shared page rendered as for a guest with no cookie, whole, into a value any number of responses can send.
 * `kept`: whether the render cache will keep it (its gzip is then made for many responses, at the smaller level).
 */
export async function renderShared(
  request: PageRequest,
  routed: PageRouted,
  registry: Registry,
  context: Pick<RenderContext, 'config' | 'shellAssets' | 'publicData'>,
  kept = true,
): Promise<SharedRender> {
  const timer = createStepTimer();
  const { config } = context;
  const state = createPageState({ config, lang: routed.lang, registry, fetch: context.publicData });
  try {
    const data = await prefetchData(prefetchInput(state, config, request, routed, false));
    timer.step('data');
    const outcome = decideOutcome(state.unavailable(), data.moved, unreachable(state, config, request));
    if (outcome.kind === 'maintenance' || outcome.kind === 'unreachable') return { kind: outcome.kind };
    if (outcome.kind === 'redirect') return { kind: 'redirect', to: outcome.to, status: outcome.status };
    if (outcome.ignoredMove)
      console.warn(`[ssr] a page asked for a redirect off the shop (${outcome.ignoredMove}): ignored`);
    const parts = await documentParts({
      state,
      registry,
      config,
      shellAssets: context.shellAssets,
      lang: routed.lang,
      url: request.url,
      head: data.head,
      origin: request.origin,
      headers: request.headers,
      cookies: {},
      shared: true,
    });
    timer.step('assets');
    const { html, failed } = await renderWhole({
      state,
      parts,
      url: request.url,
      config,
      shellAssets: context.shellAssets,
    });
    timer.step('render');
    const rendered: SharedRender = {
      kind: 'document',
      status: data.status,
      html,
      scriptHashes: inlineScriptHashes(html),
      degraded: data.degraded || failed,
      timing: '',
    };
    // Compressed once for all who are served it, on libuv's threads (the event loop goes on serving meanwhile).
    if (keepShared(rendered))
      rendered.gzip = await gzipOnThreads(html, { level: kept ? gzipLevels.kept : gzipLevels.once });
    timer.step('gzip');
    rendered.timing = timer.header();
    return rendered;
  } finally {
    state.cleanup();
  }
}

/** Step: a personal page, with the shopper's session and a fresh nonce, streamed as it renders; never kept. */
async function renderPersonal(
  req: IncomingMessage,
  res: ServerResponse,
  request: PageRequest,
  routed: PageRouted,
  registry: Registry,
  remoteOrigins: string[],
  context: RenderContext,
): Promise<void> {
  const { config } = context;
  const timer = createStepTimer();
  const lang = routed.lang;
  const nonce = newNonce();
  applySecurity(res, context, remoteOrigins, { nonce });
  const state = createPageState({ config, lang, registry, cookie: req.headers.cookie, fetch: context.publicData });
  const data = await prefetchData(prefetchInput(state, config, request, routed, true));
  timer.step('data');
  const outcome = decideOutcome(state.unavailable(), data.moved, unreachable(state, config, request));
  if (outcome.kind === 'maintenance' || outcome.kind === 'unreachable') {
    state.cleanup();
    const send = outcome.kind === 'maintenance' ? sendMaintenance : sendBackendDown;
    return send(req, res, { theme: config.shop.theme, stylesheets: context.shellAssets.stylesheets });
  }
  // Keep any session the api opened meanwhile (hence after the calls settle).
  const cookies = state.setCookies.length ? { 'set-cookie': lastPerName(state.setCookies) } : {};
  if (outcome.kind === 'redirect') {
    state.cleanup();
    return redirect(res, outcome.to, outcome.status, cookies);
  }
  if (outcome.ignoredMove)
    console.warn(`[ssr] a page asked for a redirect off the shop (${outcome.ignoredMove}): ignored`);
  const parts = await documentParts({
    state,
    registry,
    config,
    shellAssets: context.shellAssets,
    lang,
    url: request.url,
    head: data.head,
    origin: request.origin,
    headers: request.headers,
    cookies: request.cookies,
    shared: false,
  });
  timer.step('assets');
  renderBody({ state, parts, url: request.url, config, shellAssets: context.shellAssets, nonce }, false, {
    onReady(pipe) {
      timer.step('shell');
      streamDocument(res, request.acceptsGzip, {
        status: data.status,
        headers: {
          'set-cookie': lastPerName(state.setCookies),
          ...cacheHeaders({ shared: false, status: data.status, degraded: data.degraded }, context.cdn),
          'server-timing': timer.header(['cache;desc=personal']),
        },
        head: parts.head,
        pipe,
        done: state.cleanup,
      });
    },
    onShellError(error) {
      console.error('[ssr] the page shell failed to render:', error);
      sendServerError(req, res, { theme: config.shop.theme, stylesheets: context.shellAssets.stylesheets });
      state.cleanup();
    },
  });
}

export async function renderPage(req: IncomingMessage, res: ServerResponse, context: RenderContext): Promise<void> {
  const request = readRequest(req, context.config);
  const routed = routeRequest(request, context.config);
  if (routed.kind === 'redirect')
    return redirect(res, routed.to, routed.status, routed.vary ? { vary: routed.vary } : {});
  const { registry, remoteOrigins, overridden } = await registryFor(req, context);
  // A developer's local remote is their page alone: never shared, never kept.
  if (!routed.shared || overridden) return renderPersonal(req, res, request, routed, registry, remoteOrigins, context);

  const render = () => renderShared(request, routed, registry, context, context.cache !== null);
  if (!context.cache) return sendShared(req, res, await render(), request, context, remoteOrigins, 'off');
  const key = cacheKey({
    path: request.url.pathname + request.url.search,
    lang: routed.lang,
    origin: request.origin,
    noticeCountry: request.noticeCountry,
    registry,
    shop: context.config.shop,
  });
  const answer = await context.cache.get(key, render);
  return sendShared(req, res, answer.value, request, context, remoteOrigins, answer.state);
}
