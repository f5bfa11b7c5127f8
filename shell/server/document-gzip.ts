/**
 * A document gzipped from its pieces (ADR 0600, "Uncached render cost"). What a render wrote for its page is
 * compressed now, at the level asked; a text that many documents share word for word (a kind of page's inline CSS, the
 * starter script) was compressed once, at level 9 (the fewest bytes), and its bytes are spliced in. Deflate allows it:
 * each piece is compressed on its own from an empty window and ends on a byte boundary (a sync flush, no final block),
 * so the pieces' streams one after the other are one stream, which an empty final block ends; the gzip trailer's CRC-32
 * and length are the whole text's (RFC 1951 3.2.3, RFC 1952 2.3; pigz joins its threads' output the same way). Any
 * inflater reads the same bytes as from `zlib.gzipSync` of the whole text; a shared piece costs a CRC pass, not a
 * deflate. */
import zlib from 'node:zlib';

/** A text many documents carry unchanged: its bytes and its compressed form, made once (`sharedText`). */
export class SharedText {
  readonly bytes: Buffer;
  #deflated: Buffer | undefined;
  constructor(readonly text: string) {
    this.bytes = Buffer.from(text);
  }

  /** The text as raw deflate at level 9, ended by a sync flush: a piece any deflate stream can go on from. */
  get deflated(): Buffer {
    this.#deflated ??= zlib.deflateRawSync(this.bytes, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    return this.#deflated;
  }
}

/** A document's piece: text of this render, or one shared with other documents. */
export type DocumentPiece = string | SharedText;

/** How many shared texts are kept (a few per kind of page and language; a text not asked for again is dropped first). */
const sharedTextLimit = 64;
const sharedTexts = new Map<string, SharedText>();

/**
 * The shared text `key` names: the one kept, else `make()`'s, kept. The key must name one text for the life of the
 * process (content-addressed file URLs, the inputs of a pure function): it is what a render hashes and compares to find
 * the text, which is why the text is not its own key (a 15 KB string hashed on every render costs what it saves). The
 * same text object comes back every time, so what else keeps it by text (the policy's hashes) finds it at once.
 */
export function sharedText(key: string, make: () => string): SharedText {
  const known = sharedTexts.get(key);
  if (known) {
    // Last used is last in the map's order: the first entry is the one to drop.
    sharedTexts.delete(key);
    sharedTexts.set(key, known);
    return known;
  }
  const made = new SharedText(make());
  sharedTexts.set(key, made);
  if (sharedTexts.size > sharedTextLimit) sharedTexts.delete(sharedTexts.keys().next().value as string);
  return made;
}

/** The document's text: its pieces joined. */
export const documentText = (pieces: readonly DocumentPiece[]): string =>
  // Joined with `+`, not `join`: V8 links the pieces without copying them, and a document sent gzipped is never read
  // as one string.
  pieces.reduce<string>((text, piece) => text + (typeof piece === 'string' ? piece : piece.text), '');

/** ID1, ID2, deflate, no flags, no time, no extra flags, OS "Unix" (as zlib's own header on Linux). */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** A final block of fixed codes holding only its end code: the end of the deflate stream. */
const lastBlock = Buffer.from([3, 0]);

/**
 * The document as one gzip member: the render's own text deflated at `level` (each run of it in one call, each of its
 * strings encoded on its own, so a string with no character past Latin-1 takes the fast path), shared texts spliced.
 */
export function gzipDocument(pieces: readonly DocumentPiece[], level: number): Buffer {
  const out: Buffer[] = [gzipHeader];
  let crc = 0;
  let length = 0;
  let run: Buffer[] = [];
  const take = (bytes: Buffer) => {
    crc = zlib.crc32(bytes, crc);
    length += bytes.length;
  };
  const deflateRun = () => {
    if (run.length === 0) return;
    const bytes = run.length === 1 ? run[0]! : Buffer.concat(run);
    run = [];
    take(bytes);
    out.push(zlib.deflateRawSync(bytes, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  };
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      if (piece) run.push(Buffer.from(piece));
      continue;
    }
    // An empty one adds nothing (and Node's `crc32` of an empty buffer whose memory was released restarts at 0).
    if (piece.bytes.length === 0) continue;
    deflateRun();
    take(piece.bytes);
    out.push(piece.deflated);
  }
  deflateRun();
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // RFC 1952: the input's length modulo 2^32.
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  out.push(lastBlock, trailer);
  return Buffer.concat(out);
}
