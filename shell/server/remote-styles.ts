/**
 * The CSS of the remote modules a page rendered, read here on the server and inlined in the document (ADR 0500):
 * the first paint then needs no byte from a remote's origin, so a remote whose CDN hangs cannot hold the page.
 * Files are content-hashed and immutable, so each URL is read once per process and kept (a bounded map of code
 * locations, never a shopper's data). A file not read within the time limit is left out of this document: the
 * browser's chunk loader fetches it with the module before that slot hydrates, and the next request tries again.
 */
import { LRUCache } from 'lru-cache';
import { verified } from '../src/federation/integrity.ts';
import { withDeadline } from '../src/federation/tracked.ts';

export interface InlineStyle {
  /** Where the file lives (kept on the <style> so a reader can tell which module it styles). */
  href: string;
  css: string;
}

/**
 * Each file's text (or its read under way), by URL. 200 files hold every remote's CSS of a few versions (a version has
 * about 30); the least recently used goes first, so a rollback's files stay while the live ones are read.
 */
const files = new LRUCache<string, Promise<string>>({ max: 200 });

function remember(href: string, loading: Promise<string>): void {
  files.set(href, loading);
  // Failures are not kept: the next request tries again.
  loading.catch(() => {
    if (files.peek(href) === loading) files.delete(href);
  });
}

async function fetchCss(href: string, timeoutMs: number): Promise<string> {
  const response = await fetch(href, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  // Inlined into the shop's own document: only the bytes recorded at publish.
  return (await verified(href, response)).text();
}

/**
 * The texts of `hrefs`, in order, each read within `timeoutMs` (all in parallel); a file that failed or was late is
 * left out (and warned about), never awaited past the limit.
 */
export async function readStyles(
  hrefs: readonly string[],
  timeoutMs: number,
  load: (href: string, timeoutMs: number) => Promise<string> = fetchCss,
): Promise<InlineStyle[]> {
  const texts = await Promise.all(
    hrefs.map(async (href) => {
      let loading = files.get(href);
      if (!loading) {
        loading = load(href, timeoutMs);
        remember(href, loading);
      }
      try {
        // A read already under way for another request still gets only this request's limit.
        return { href, css: await withDeadline(loading, timeoutMs, `reading ${href}`) };
      } catch (error) {
        console.warn(`[ssr] styles of ${href} left to the browser: ${error instanceof Error ? error.message : error}`);
        return null;
      }
    }),
  );
  return texts.filter((style): style is InlineStyle => style !== null);
}

/**
 * CSS text made safe inside <style>: the only sequence that could end the element early is `</style`, and `<\/`
 * means the same in CSS (an escaped slash) wherever it may legally appear (strings, comments).
 */
export const styleText = (css: string): string => css.replace(/<\/(style)/gi, '<\\/$1');
