/**
 * Renders one page request: the render folder's entry, which only wires its steps (each in this folder, each tested
 * alone):
 *
 *   readRequest → routeRequest → (a slug without a language: routeContentSlug) → (redirect) | the registry as the shopper
 *   sees it (canary.ts) → shared or personal →
 *   shared:   cache key → render cache (hit, stale, or renderShared) → send
 *   personal: applySecurity → preparePage (with the shopper's cookie) → renderBody (streamed) → send
 *
 * where preparePage is the steps both share: createPageState → prefetchData → decideOutcome → documentParts.
 * A shared page (the route table's `shared` flag, ADR 0600) is rendered without the shopper's cookie, whole, so
 * the same bytes serve every guest from the render cache and from a CDN; its inline scripts are allowed by hash. A
 * personal page is rendered per request with the shopper's session and a fresh nonce, and is never kept.
 * One store and one event bus per render; a Server-Timing header says what the render waited on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { remotePages } from '../../src/routing/routes.ts';
import { applyRegistry } from '../federation.ts';
import { overridesOf, withOverrides } from '../remote-overrides.tsx';
import { registryOrigins } from '../security-headers.ts';
import type { RenderContext } from './context.ts';
import { layoutWidgets } from './page-state.ts';
import { renderPersonal } from './personal.ts';
import { cacheKey } from './render-cache.ts';
import { readRequest, routeRequest, type PageRequest } from './request.ts';
import { shopperVariant, variantHeader } from '../canary.ts';
import { routeContentSlug } from './content-slug.ts';
import { contentUrl } from '../config.ts';
import { notAPart, redirect, sendShared } from './send.ts';
import { compressForMany, renderShared } from './shared.ts';
import { serverRenderedRemotes, type Registry } from '../../src/federation/registry.ts';
import { renderCacheAnswers } from '../metrics.ts';

export { keepShared, sharedSize, type RenderContext, type SecuritySettings, type SharedRender } from './context.ts';
export { layoutWidgets } from './page-state.ts';
export { createRenderCache } from './render-cache.ts';
export { createPublicDataFetch } from './public-data.ts';
export { createKeptMarkupStore } from './kept-markup.ts';
export { warmUp } from './warm-up.ts';

/**
 * The registry this request renders with: the registry as its shopper sees it (one version per remote, canary.ts), a
 * developer's local overrides applied; the registry as read is registered with the runtime (canaries included).
 */
async function registryFor(req: IncomingMessage, request: PageRequest, context: RenderContext) {
  const base = await context.registry.read();
  applyRegistry(base, [...layoutWidgets, ...remotePages]);
  const variant = shopperVariant(base, { ...request, secure: request.origin.startsWith('https:') });
  const overrides = overridesOf(req, context.config.remoteOverrideOrigins);
  const registry = withOverrides(variant.registry, overrides);
  // The policy names the remote origins of the registry as this shopper sees it now (a publish shows on the next
  // request), and the origins of this browser's local remotes (only ever ones the operator allowed:
  // REMOTE_OVERRIDE_ORIGINS).
  const local = Object.values(overrides).flatMap((entry) => (entry ? [new URL(entry).origin] : []));
  const remoteOrigins = [...new Set([...registryOrigins(variant.registry), ...local])];
  return { registry, remoteOrigins, overridden: registry !== variant.registry, variant };
}

/**
 * The version of each remote a page served, from the registry it renders with: the server renders that version and
 * the page ships its entry, so the browser runs it too. A developer's local build is no published version: not counted.
 * When one registry may give a shopper a canary (issue 25), `registry` is the one resolved for this request, so this
 * stays the only place views are counted.
 */
function servedVersions(registry: Registry): [remote: string, version: string][] {
  return serverRenderedRemotes(registry).flatMap((name) => {
    const version = registry.remotes[name]?.version;
    return version ? [[name, version] as [string, string]] : [];
  });
}

export async function renderPage(req: IncomingMessage, res: ServerResponse, context: RenderContext): Promise<void> {
  const request = readRequest(req, context.config, context.locate);
  const asked = routeRequest(request, context.config);
  const routed =
    asked.kind === 'content-slug'
      ? await routeContentSlug(asked, contentUrl(context.config), context.publicData)
      : asked;
  if (routed.kind === 'redirect')
    return redirect(res, routed.to, routed.status, routed.vary ? { vary: routed.vary } : {});
  const { registry, remoteOrigins, overridden, variant } = await registryFor(req, request, context);
  for (const [remote, version] of servedVersions(registry)) context.health?.view(remote, version);
  // Every page says which variant it is, and carries the shopper's first bucket or a corrected variant cookie.
  res.setHeader(variantHeader, variant.key || 'stable');
  // Parts are cut from shared renders only: the starter that asks loads the page itself on anything else.
  if (request.part && (!routed.shared || overridden)) return notAPart(res);
  // A developer's local remote is their page alone: never shared, never kept.
  if (!routed.shared || overridden)
    return renderPersonal(req, res, request, routed, registry, remoteOrigins, context, variant.setCookies);

  const render = () => renderShared(request, routed, registry, context);
  if (!context.cache) {
    renderCacheAnswers.inc({ state: 'off' });
    return sendShared(req, res, await render(), request, context, remoteOrigins, 'off', variant);
  }
  // Keyed by the registry as this shopper sees it: a shared page is rendered once per variant (ADR 0600, 0703).
  const key = cacheKey({
    path: request.url.pathname + request.url.search,
    lang: routed.lang,
    origin: request.origin,
    noticeCountry: request.noticeCountry,
    registry,
    shop: context.config.shop,
  });
  const answer = await context.cache.get(key, render);
  renderCacheAnswers.inc({ state: answer.state });
  if (answer.state !== 'miss') void compressForMany(answer.value);
  return sendShared(req, res, answer.value, request, context, remoteOrigins, answer.state, variant);
}
