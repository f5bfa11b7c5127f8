/**
 * @jest-environment node
 */
import zlib from 'node:zlib';
import type { SharedRender } from './context.ts';
import { gzipLevels } from './send.ts';
import { compressForMany } from './shared.ts';

/** A kept render as `renderShared` leaves it: compressed at the fast level for its first response. */
function keptRender(html: string): Extract<SharedRender, { kind: 'document' }> {
  return {
    kind: 'document',
    status: 200,
    html,
    gzip: zlib.gzipSync(html, { level: gzipLevels.once }),
    scriptHashes: [],
    degraded: false,
    timing: '',
  };
}

// A page-like text that compresses differently at the two levels.
const page = Array.from(
  { length: 600 },
  (_, index) => `<li><a href="/en/${index * 7919}-item">Item ${(index * 104729) % 997}</a> €${(index % 89) + 0.5}</li>`,
).join('');

describe('compressForMany', () => {
  it('compresses a reused page again at the kept level, once, and the bytes still read as the page', async () => {
    const rendered = keptRender(page);
    const first = rendered.gzip;
    const running = compressForMany(rendered);
    // A second reuse meanwhile joins the same compression, and until it ends the first bytes are sent.
    expect(compressForMany(rendered)).toBe(running);
    expect(rendered.gzip).toBe(first);
    await running;
    expect(rendered.gzip).toEqual(zlib.gzipSync(page, { level: gzipLevels.kept }));
    expect(rendered.gzip!.length).toBeLessThan(first!.length);
    expect(zlib.gunzipSync(rendered.gzip!).toString('utf8')).toBe(page);
    // Done once: a later reuse leaves the bytes as they are.
    const kept = rendered.gzip;
    await compressForMany(rendered);
    expect(rendered.gzip).toBe(kept);
  });

  it('leaves alone what has no gzip to improve', async () => {
    const notKept = { ...keptRender(page), gzip: undefined };
    await compressForMany(notKept);
    expect(notKept.gzip).toBeUndefined();
    const moved: SharedRender = { kind: 'redirect', to: '/en', status: 301 };
    await expect(compressForMany(moved)).resolves.toBeUndefined();
  });
});
