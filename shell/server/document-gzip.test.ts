import zlib from 'node:zlib';
import { documentText, gzipDocument, sharedText, SharedText, type DocumentPiece } from './document-gzip.ts';

/** Inflates as a browser does: one gzip member, its CRC-32 and length checked by zlib. */
const gunzip = (bytes: Buffer) => zlib.gunzipSync(bytes, { finishFlush: zlib.constants.Z_FINISH }).toString('utf8');

describe('gzipDocument', () => {
  const css = `<style>${'.tile{display:grid;gap:.5rem}'.repeat(200)}</style>`;
  const starter = `<script>${'(function(w){w.start=1})(window);'.repeat(300)}</script>`;

  it('writes a gzip member that inflates to the pieces joined, with shared pieces spliced between the page’s own', () => {
    const pieces: DocumentPiece[] = [
      '<!DOCTYPE html><html><head>',
      sharedText('test css', () => css),
      '</head><body><p>Prix : 12,90 €</p>',
      '<p>Größe “M” ✓</p>',
      sharedText('test starter', () => starter),
      '</body></html>',
    ];
    const bytes = gzipDocument(pieces, 3);
    expect(gunzip(bytes)).toBe(documentText(pieces));
    // What zlib writes for the whole text: the same gzip header (no name, no time, Unix).
    expect(bytes.subarray(0, 10)).toEqual(zlib.gzipSync('x').subarray(0, 10).fill(0, 8, 9));
  });

  it('inflates the same when the document starts, ends or is made only of shared pieces, or has empty ones', () => {
    for (const pieces of [
      [sharedText('test css', () => css), '<p>a</p>', sharedText('test starter', () => starter)],
      [sharedText('test css', () => css), sharedText('test starter', () => starter)],
      ['', '<p>only the page’s own</p>', ''],
      ['<p>', new SharedText(''), '</p>'],
      [''],
      [],
    ] as DocumentPiece[][]) {
      // Twice: a shared piece is deflated on its first use, and the second document is made from what it kept.
      expect(gunzip(gzipDocument(pieces, 3))).toBe(documentText(pieces));
      expect(gunzip(gzipDocument(pieces, 3))).toBe(documentText(pieces));
    }
  });

  it('keeps its length modulo 2^32 and a CRC a corrupted byte fails', () => {
    const bytes = gzipDocument(['<p>', sharedText('test css', () => css), '</p>'], 3);
    expect(bytes.readUInt32LE(bytes.length - 4)).toBe(Buffer.byteLength(documentText(['<p>', css, '</p>'])));
    const corrupted = Buffer.from(bytes);
    corrupted.writeUInt8(corrupted.readUInt8(corrupted.length - 8) ^ 1, corrupted.length - 8);
    expect(() => gunzip(corrupted)).toThrow(/incorrect data check/);
  });

  it('deflates a shared text once, however many documents carry it, and smaller than the page’s level would', () => {
    const deflate = jest.spyOn(zlib, 'deflateRawSync');
    try {
      const shared = new SharedText(starter);
      for (let i = 0; i < 3; i += 1) gzipDocument([`<p>${i}</p>`, shared], 1);
      // One call per document for its own text, one for the shared text in all.
      expect(deflate).toHaveBeenCalledTimes(4);
      expect(shared.deflated.length).toBeLessThanOrEqual(
        zlib.deflateRawSync(starter, { level: 1, finishFlush: zlib.constants.Z_SYNC_FLUSH }).length,
      );
    } finally {
      deflate.mockRestore();
    }
  });
});

describe('sharedText', () => {
  it('answers the text its key named first, the same object, made anew after 64 other keys were asked for since', () => {
    const make = jest.fn(() => '<style>a{}</style>');
    const first = sharedText('a', make);
    expect(sharedText('a', () => 'not asked for')).toBe(first);
    expect(first.text).toBe('<style>a{}</style>');
    for (let i = 0; i < 63; i += 1) sharedText(`n${i}`, () => `<style>.n${i}{}</style>`);
    // Asked again: it is the most recently used, so 63 more keep it.
    expect(sharedText('a', make)).toBe(first);
    for (let i = 0; i < 64; i += 1) sharedText(`m${i}`, () => `<style>.m${i}{}</style>`);
    expect(make).toHaveBeenCalledTimes(1);
    expect(sharedText('a', make)).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
