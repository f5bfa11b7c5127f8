// Pins the build's reproducibility fix: rspack writes the runtime's chunk → hash maps in hash-map order, which changed
// between two builds of the same sources; the build sorts them, so the same sources give the same bytes (ADR 0700).
import { sortIntegrityMaps } from './integrity-maps.mjs';

const hash = (n: number) => `"sha384-${String(n).repeat(64).slice(0, 64)}"`;

describe('sortIntegrityMaps', () => {
  it('writes the entries of every map in chunk id order, whatever order they came in', () => {
    const one = `d.sriHashes={635:${hash(1)},121:${hash(2)},58:${hash(3)}},d.sriCssHashes={886:${hash(4)},296:${hash(5)}};`;
    const other = `d.sriHashes={58:${hash(3)},635:${hash(1)},121:${hash(2)}},d.sriCssHashes={296:${hash(5)},886:${hash(4)}};`;
    expect(one).not.toBe(other);
    expect(sortIntegrityMaps(one)).toBe(sortIntegrityMaps(other));
    expect(sortIntegrityMaps(one)).toBe(
      `d.sriHashes={58:${hash(3)},121:${hash(2)},635:${hash(1)}},d.sriCssHashes={296:${hash(5)},886:${hash(4)}};`,
    );
  });

  it('reads an unminified map with spaces and named chunk ids', () => {
    const text = `__webpack_require__.sriHashes = {"b-chunk": ${hash(1)}, 12: ${hash(2)}, "a-chunk": ${hash(3)}};`;
    expect(sortIntegrityMaps(text)).toBe(
      `__webpack_require__.sriHashes = {12:${hash(2)},"a-chunk":${hash(3)},"b-chunk":${hash(1)}};`,
    );
  });

  it('leaves alone a map that is not a plain list of hashes, and text without one', () => {
    const computed = `d.sriHashes={1:h(1),2:${hash(2)}}`;
    expect(sortIntegrityMaps(computed)).toBe(computed);
    expect(sortIntegrityMaps('var a = {2: 1, 1: 2};')).toBe('var a = {2: 1, 1: 2};');
  });
});
