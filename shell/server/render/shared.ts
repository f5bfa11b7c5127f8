/**
 * The shared pipeline's render (ADR 0600): a page rendered as for a guest with no cookie, whole, into a value any
 * number of responses can send (`send.ts`), kept by the render cache when it is a whole 200.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Registry } from '../../src/federation/registry.ts';
import { keepShared, type RenderContext, type SharedRender } from './context.ts';
import { gzipDocument } from '../document-gzip.ts';
import { renderWhole } from './document-render.tsx';
import { scriptSources } from './inline-scripts.ts';
import { preparePage, type PageRouted } from './prepare.ts';
import type { PageRequest } from './request.ts';
import { createStepTimer } from './response-headers.ts';
import { gzipLevels } from './send.ts';

export async function renderShared(
  request: PageRequest,
  routed: PageRouted,
  registry: Registry,
  context: Pick<RenderContext, 'config' | 'shellAssets' | 'publicData' | 'keptMarkup'>,
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
    const { html, pieces, scripts, failed } = await renderWhole({
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
      scriptHashes: scriptSources(scripts.common, scripts.own),
      degraded: data.degraded || failed,
      timing: '',
    };
    // Compressed in this turn, at the fast level: on libuv's threads the deflate itself (about 1 ms) came back through
    // the event loop's queue, which under load holds every other request's render (read in the faults bench: the gzip
    // step 400-800 ms, the render 5-40 ms). A page the cache serves again is compressed smaller then (compressForMany).
    // The pieces other pages share were compressed once already (`gzipDocument`).
    if (keepShared(rendered)) rendered.gzip = gzipDocument(pieces, gzipLevels.once);
    timer.step('gzip');
    rendered.timing = timer.header(
      keptMarkup ? [`kept;desc="reused ${keptMarkup.counts.reused}, kept ${keptMarkup.counts.kept}"`] : [],
    );
    return rendered;
  } finally {
    state.cleanup();
  }
}

const gzip = promisify(zlib.gzip);
/** Each kept render's compression at the kept level, asked for once: running, or done. */
const recompressing = new WeakMap<SharedRender, Promise<void>>();

/**
 * A kept page served again is compressed at the kept level (`gzipLevels`), once, on libuv's threads: no response waits
 * for it (those sent meanwhile carry the first bytes, every later one the smaller). A page rendered once and never
 * asked for again (a rare filter, a page the cache evicts first) never pays for the smaller bytes.
 */
export function compressForMany(rendered: SharedRender): Promise<void> {
  if (rendered.kind !== 'document' || !rendered.gzip) return Promise.resolve();
  let running = recompressing.get(rendered);
  if (!running) {
    running = gzip(rendered.html, { level: gzipLevels.kept }).then(
      (smaller) => {
        rendered.gzip = smaller;
      },
      // The first bytes stay: they are a whole gzip of the same page.
      (error: unknown) => console.warn('[render] a kept page was not compressed again:', error),
    );
    recompressing.set(rendered, running);
  }
  return running;
}
