/**
 * The personal pipeline: a page with the shopper's session and a fresh nonce, never kept. Its data and modules are in
 * before the render, so the page is rendered whole, compressed and sent in one write (`sendWhole`); only a page with a
 * region left to the browser is streamed as it renders. Any session the api opened meanwhile reaches the browser with
 * the page (or its redirect).
 *
 * Whole rather than streamed (ADR 0600, "What a page waits for under load, and a personal page in one write"): a
 * stream's chunks each came back through the event loop (a deflate on libuv's threads, a flush), which under load holds
 * every other request's render: read in the faults bench, the cart page's body ended 600-900 ms after its first byte. And a shell process killed in that time
 * cut pages the shopper had started to receive, where one killed before any byte is asked again by the browser on a
 * new connection, as it does for any request whose kept-alive connection closed before an answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lastPerName } from '@storefront/shared/api';
import type { Registry } from '../../src/federation/registry.ts';
import { sendBackendDown, sendMaintenance, sendServerError } from '../error-document.tsx';
import { newNonce } from '../security-headers.ts';
import type { RenderContext } from './context.ts';
import { documentText, gzipDocument } from '../document-gzip.ts';
import { renderBody, renderWholeAtOnce, type WholeDocument } from './document-render.tsx';
import { preparePage, type PageRouted } from './prepare.ts';
import type { PageRequest } from './request.ts';
import { cacheHeaders, createStepTimer } from './response-headers.ts';
import { applySecurity, gzipLevels, redirect, sendWhole, streamDocument } from './send.ts';

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
  const input = { state, parts, url: request.url, config, shellAssets: context.shellAssets, nonce };
  const headers = () => ({
    'set-cookie': lastPerName([...pageCookies, ...state.setCookies]),
    ...cacheHeaders({ shared: false, status: data.status, degraded: data.degraded }, context.cdn),
    'server-timing': timer.header(['cache;desc=personal']),
  });
  let whole: WholeDocument | null;
  try {
    whole = renderWholeAtOnce(input);
  } catch (error) {
    console.error('[ssr] the page shell failed to render:', error);
    sendServerError(req, res, errorPage);
    state.cleanup();
    return;
  }
  if (whole !== null) {
    timer.step('render');
    const gzipped = request.acceptsGzip ? gzipDocument(whole.pieces, gzipLevels.once) : undefined;
    timer.step('gzip');
    sendWhole(res, data.status, headers(), whole.html, request.acceptsGzip, gzipped);
    state.cleanup();
    return;
  }
  renderBody(input, false, {
    onReady(pipe) {
      timer.step('shell');
      streamDocument(res, request.acceptsGzip, {
        status: data.status,
        headers: headers(),
        head: documentText(parts.head),
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
