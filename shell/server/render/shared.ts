/**
 * The shared pipeline's render (ADR 0600): a page rendered as for a guest with no cookie, whole, into a value any
 * number of responses can send (`send.ts`), kept by the render cache when it is a whole 200.
 */
import zlib from 'node:zlib';
import type { Registry } from '../../src/federation/registry.ts';
import { keepShared, type RenderContext, type SharedRender } from './context.ts';
import { renderWhole } from './document-render.tsx';
import { inlineScriptHashes } from './inline-scripts.ts';
import { preparePage, type PageRouted } from './prepare.ts';
import type { PageRequest } from './request.ts';
import { createStepTimer } from './response-headers.ts';
import { gzipLevels } from './send.ts';

/** `kept`: whether the render cache will keep it (its gzip is then made for many responses, at the smaller level). */
export async function renderShared(
  request: PageRequest,
  routed: PageRouted,
  registry: Registry,
  context: Pick<RenderContext, 'config' | 'shellAssets' | 'publicData' | 'keptMarkup'>,
  kept = true,
): Promise<SharedRender> {
  const timer = createStepTimer();
  const prepared = await preparePage({ request, routed, registry, context, timer, personal: false });
  const { state, data } = prepared;
  try {
    if (prepared.stop) return prepared.stop;
    const keptMarkup = context.keptMarkup?.render({
      lang: routed.lang,
      origin: request.origin,
      registry,
      shop: context.config.shop,
    });
    const { html, failed } = await renderWhole({
      state,
      parts: prepared.parts,
      url: request.url,
      config: context.config,
      shellAssets: context.shellAssets,
      kept: keptMarkup,
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
    // Compressed once for all who are served it, in this turn: on libuv's threads the deflate itself (about 1 ms)
    // came back through the event loop's queue, which under load holds every other request's render (read in the faults
    // bench: the gzip step 400-800 ms, the render 5-40 ms).
    if (keepShared(rendered)) rendered.gzip = zlib.gzipSync(html, { level: kept ? gzipLevels.kept : gzipLevels.once });
    timer.step('gzip');
    rendered.timing = timer.header(
      keptMarkup ? [`kept;desc="reused ${keptMarkup.counts.reused}, kept ${keptMarkup.counts.kept}"`] : [],
    );
    return rendered;
  } finally {
    state.cleanup();
  }
}
