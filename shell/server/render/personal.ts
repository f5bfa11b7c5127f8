/**
 * The personal pipeline: a page with the shopper's session and a fresh nonce, streamed as it renders, never kept.
 * Any session the api opened meanwhile reaches the browser with the page (or its redirect).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lastPerName } from '@storefront/shared/api';
import type { Registry } from '../../src/federation/registry.ts';
import { sendBackendDown, sendMaintenance, sendServerError } from '../error-document.tsx';
import { newNonce } from '../security-headers.ts';
import type { RenderContext } from './context.ts';
import { renderBody } from './document-render.tsx';
import { preparePage, type PageRouted } from './prepare.ts';
import type { PageRequest } from './request.ts';
import { cacheHeaders, createStepTimer } from './response-headers.ts';
import { applySecurity, redirect, streamDocument } from './send.ts';

export async function renderPersonal(
  req: IncomingMessage,
  res: ServerResponse,
  request: PageRequest,
  routed: PageRouted,
  registry: Registry,
  remoteOrigins: string[],
  context: RenderContext,
  /** Cookies the page sets besides the api's (the shopper's canary bucket, canary.ts). */
  pageCookies: readonly string[] = [],
): Promise<void> {
  const { config } = context;
  const timer = createStepTimer();
  const nonce = newNonce();
  applySecurity(res, context, remoteOrigins, { nonce });
  const prepared = await preparePage({ request, routed, registry, context, timer, personal: true });
  const { state, data } = prepared;
  const errorPage = { theme: config.shop.theme, stylesheets: context.shellAssets.stylesheets };
  if (prepared.stop) {
    const { stop } = prepared;
    // Keep any session the api opened meanwhile (hence after the calls settle).
    const set = [...pageCookies, ...state.setCookies];
    const cookies = set.length ? { 'set-cookie': lastPerName(set) } : {};
    state.cleanup();
    if (stop.kind === 'redirect') return redirect(res, stop.to, stop.status, cookies);
    return (stop.kind === 'maintenance' ? sendMaintenance : sendBackendDown)(req, res, errorPage);
  }
  const { parts } = prepared;
  renderBody({ state, parts, url: request.url, config, shellAssets: context.shellAssets, nonce }, false, {
    onReady(pipe) {
      timer.step('shell');
      streamDocument(res, request.acceptsGzip, {
        status: data.status,
        headers: {
          'set-cookie': lastPerName([...pageCookies, ...state.setCookies]),
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
      sendServerError(req, res, errorPage);
      state.cleanup();
    },
  });
}
