/**
 * The steps both pipelines share, in order: the page's own store (with the shopper's cookie on a personal page),
 * its data, the outcome (maintenance, the api unreachable, a redirect, or a page), and the document's parts. The
 * shared and personal pipelines differ only before (a personal page's nonce and headers) and after (rendered whole
 * and kept, or streamed): `shared.ts` and `personal.tsx`.
 */
import { signedInHintCookie } from '@storefront/shared/config';
import type { Registry } from '../../src/federation/registry.ts';
import { apiUnreachable } from '../backend-health.ts';
import type { RenderContext } from './context.ts';
import { documentParts, type DocumentParts } from './document-render.tsx';
import {
  createPageState,
  decideOutcome,
  prefetchData,
  type Outcome,
  type PageState,
  type PrefetchResult,
} from './page-state.ts';
import { startsOnUse } from '../../src/routing/routes.ts';
import type { PageRequest, Routed } from './request.ts';
import type { createStepTimer } from './response-headers.ts';

export type PageRouted = Extract<Routed, { kind: 'page' }>;

export interface PrepareInput {
  request: PageRequest;
  routed: PageRouted;
  registry: Registry;
  context: Pick<RenderContext, 'config' | 'shellAssets' | 'publicData'>;
  timer: ReturnType<typeof createStepTimer>;
  /** Rendered for this shopper, with their cookies; else as for a guest with none (a shared page). */
  personal: boolean;
}

/** The page's store and data, and either why no page is rendered (`stop`) or the document's parts. */
export type Prepared = { state: PageState; data: PrefetchResult } & (
  { stop: Exclude<Outcome, { kind: 'render' }> } | { stop?: undefined; parts: DocumentParts }
);

/** Runs the shared steps; the caller owns `state` and cleans it up once the page is sent (or not). */
export async function preparePage({
  request,
  routed,
  registry,
  context,
  timer,
  personal,
}: PrepareInput): Promise<Prepared> {
  const { config } = context;
  const state = createPageState({
    config,
    lang: routed.lang,
    registry,
    cookie: personal ? request.headers.cookie : undefined,
    fetch: context.publicData,
  });
  try {
    const data = await prefetchData({
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
      signedIn: personal && request.cookies[signedInHintCookie] === '1',
    });
    timer.step('data');
    // The api not reached at all is logged with the SPEC's message for an operator.
    const outcome = decideOutcome(
      state.unavailable(),
      data.moved,
      apiUnreachable(state.store, config.apiUrl, request.url.pathname),
    );
    if (outcome.kind !== 'render') return { state, data, stop: outcome };
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
      visitorCountry: request.visitorCountry,
      cookies: personal ? request.cookies : {},
      shared: !personal,
      startOnUse: routed.route !== undefined && startsOnUse(routed.route),
    });
    timer.step('assets');
    return { state, data, parts };
  } catch (error) {
    state.cleanup();
    throw error;
  }
}
