/**
 * The document around the streamed React tree: language, theme, the shell's styles, then the CSS of the remote
 * modules the server rendered, inlined (ADR 0500). Nothing in the head makes the browser wait on a remote's origin:
 * the remotes' scripts are fetched by the shell after the first paint (bootstrap.tsx), only a preconnect goes ahead.
 */
import type { Theme } from '@storefront/shared/config';
import type { PageHead } from '@storefront/shared/remotes';
import { serializeForScript } from '../src/app/page-data.ts';
import { sharedStateMarks } from '../src/app/visitor.ts';
import { afterMainId } from '../src/layout/main-region.ts';
import type { PageAssets } from './federation.ts';
import { styleText, type InlineStyle } from './remote-styles.ts';
import { sharedText, type DocumentPiece } from './document-gzip.ts';

export interface ShellAssets {
  /** Scripts the document runs. */
  scripts: string[];
  /** Scripts it will need right after, fetched in parallel. */
  preload: string[];
  /**
   * The shared libraries' files the start asks for after those (react-dom, the store, intl, the shared contract), which
   * a shared page fetches ahead once it has loaded (ADR 0502): the shell's share of the first use's wait.
   */
  ahead?: string[];
  /** The forms' files (react-final-form, the shared forms): fetched ahead too on a personal page, which renders forms. */
  formsAhead?: string[];
  stylesheets: string[];
  /**
   * Script URL → its sha384, read from the shell's own files at start. The shell's chunk loader asks for its chunks
   * with their hash and `crossorigin` (rspack's SubresourceIntegrityPlugin), so the preloads and the bootstrap script
   * carry the same, or the browser would fetch each file twice.
   */
  integrity: Record<string, string>;
  /**
   * The same stylesheets emitted again under another chunk's name (rspack may put one CSS module in two chunks):
   * marked loaded for the chunk loader (`chunkMark`), never linked, so nothing fetches them.
   */
  stylesheetTwins?: string[];
  /** Each stylesheet's chunk key for the shell's CSS chunk loader (the build's css-chunks.json). */
  cssChunks?: Record<string, string>;
  /**
   * The shared forms' stylesheets (fields, errors, actions), linked on the pages that render forms on the server (every
   * personal page: sign-in, register, cart, checkout, account) so their layout is final at the first paint; other pages
   * get them with the forms' code. The first per content hash linked, the rest as twins.
   */
  formStylesheets?: { linked: string[]; twins: string[] };
}

/**
 * A shell stylesheet's link, named as rspack's CSS chunk loader names its own (`shell:chunk-<id>`; the build's
 * css-chunks.json says the id, else the file name's first part, which is the id of an unnamed chunk): the loader finds
 * it before adding a link of its own, so no file is fetched or applied twice.
 */
export function shellStylesheetTag(href: string, chunk = shellChunkOf(href)): string {
  return `<link rel="stylesheet" href="${escapeAttribute(href)}" data-rspack="${escapeAttribute(chunk)}">`;
}

const shellChunkOf = (href: string, known?: Record<string, string>): string =>
  known?.[href] ?? `shell:chunk-${href.split('/').pop()?.split('.')[0] ?? ''}`;

/**
 * Tells a CSS chunk loader that its chunk is already in the page, with no request in any browser: the loader adopts a
 * `<link rel="stylesheet">` carrying its chunk's key before it adds one, and a link without `href` names no file, so
 * nothing is fetched (ADR 0501; a `disabled` link with the file's `href`, the first way, is fetched by some Chromium
 * releases, which held a page's load on a hanging remote origin).
 */
export const chunkMark = (chunk: string): string => `<link rel="stylesheet" data-rspack="${escapeAttribute(chunk)}">`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** ` integrity="…" crossorigin="anonymous"` for a script whose hash is known, else nothing. */
export const integrityAttributes = (href: string, integrity: Record<string, string>): string => {
  const hash = integrity[href];
  return hash ? ` integrity="${escapeAttribute(hash)}" crossorigin="anonymous"` : '';
};

/** React's bootstrap script descriptors, with the hash and CORS mode of each known script. */
export const bootstrapScripts = (shell: ShellAssets) =>
  shell.scripts.map((src) => {
    const integrity = shell.integrity[src];
    return integrity ? { src, integrity, crossOrigin: 'anonymous' as const } : { src };
  });

/**
 * The shell's preloads and scripts as the starter adds them (ADR 0502), each with its hash when known; with the page's
 * remote files (`remoteScripts`, a page that waits for a sign of use), also what it fetches ahead once loaded: those
 * and the shell's own, the forms' too on a page that renders forms (a personal page, ADR 0504).
 */
export const starterFiles = (shell: ShellAssets, remoteScripts?: readonly string[], { forms = false } = {}) => {
  const withHash = (url: string) => [url, shell.integrity[url] ?? ''] as const;
  const shellAhead = [...(shell.ahead ?? []), ...(forms ? (shell.formsAhead ?? []) : [])];
  return {
    preload: shell.preload.map(withHash),
    scripts: shell.scripts.map(withHash),
    ...(remoteScripts ? { ahead: [...shellAhead, ...remoteScripts] } : {}),
  };
};

/** Title, description, canonical and language alternates, structured data: what crawlers read first. */
export function headTags(head: PageHead, origin: string): string[] {
  const absolute = (path: string) => (/^https?:/.test(path) ? path : `${origin}${path}`);
  return [
    ...(head.title ? [`<title>${escapeText(head.title)}</title>`] : []),
    ...(head.description ? [`<meta name="description" content="${escapeAttribute(head.description)}">`] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeAttribute(absolute(head.canonical))}">`] : []),
    ...Object.entries(head.alternates ?? {}).map(
      ([hreflang, path]) =>
        `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(absolute(path))}">`,
    ),
    ...(head.jsonLd ? [`<script type="application/ld+json">${serializeForScript(head.jsonLd)}</script>`] : []),
  ];
}

/**
 * Each inlined file, then its chunk's mark (`chunkMark`) when the build names the chunk, so the remote's CSS chunk
 * loader counts the file as loaded: a module's CSS is neither downloaded a second time nor applied twice (ADR 0501).
 */
export function inlineStyleTags(
  styles: readonly InlineStyle[],
  chunks: Readonly<Record<string, string>> = {},
): string[] {
  return styles.flatMap(({ href, css }) => {
    const chunk = chunks[href];
    return [
      `<style data-href="${escapeAttribute(href)}">${styleText(css)}</style>`,
      ...(chunk ? [chunkMark(chunk)] : []),
    ];
  });
}

/** Everything up to the app's root element, in pieces: the inlined CSS is one shared with other pages (`gzipDocument`). */
export function documentHead({
  lang,
  theme,
  shell,
  page,
  styles = [],
  head,
  origin,
  sharedState,
  forms = false,
  startOnUse = false,
}: {
  lang: string;
  theme: Theme;
  shell: ShellAssets;
  page: PageAssets;
  /** The rendered remote modules' CSS, read by the server. */
  styles?: readonly InlineStyle[];
  head: PageHead;
  origin: string;
  /**
   * A shared page (ADR 0600): the head script that marks what the cookies say before the body paints, and the visitor
   * country the page's notice was rendered for (the script compares the dismissal cookie with it).
   */
  sharedState?: { script: string; visitorCountry?: string };
  /** The page renders forms on the server: link the forms' stylesheets too. */
  forms?: boolean;
  /** The body ends with the starter (ADR 0502): the shell's scripts are preloaded when it starts them, not here. */
  startOnUse?: boolean;
}): DocumentPiece[] {
  const remoteOrigins = [...new Set(page.scripts.map((href) => new URL(href).origin))];
  const linked = (href: string) => shellStylesheetTag(href, shellChunkOf(href, shell.cssChunks));
  const twin = (href: string) => chunkMark(shellChunkOf(href, shell.cssChunks));
  const before = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // PNGs, not the SVG: Chromium fetches the icon again after each address the app moves to and reads it on the main
    // thread, where an SVG is a document to build (ADR 0502).
    '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">',
    '<link rel="icon" href="/favicon-192.png" sizes="192x192" type="image/png">',
    // No first paint before the page's main region is parsed whole: a busy or slow browser may paint a document it is
    // still parsing, and a header or listing painted half-parsed grows as the rest arrives (a layout shift).
    `<link rel="expect" href="#${afterMainId}" blocking="render">`,
    ...(sharedState ? [`<script>${sharedState.script}</script>`] : []),
    ...headTags(head, origin),
    ...remoteOrigins.map((remote) => `<link rel="preconnect" href="${escapeAttribute(remote)}" crossorigin>`),
    ...shell.stylesheets.map(linked),
    ...(shell.stylesheetTwins ?? []).map(twin),
    ...(forms && shell.formStylesheets
      ? [...shell.formStylesheets.linked.map(linked), ...shell.formStylesheets.twins.map(twin)]
      : []),
  ];
  const after = (startOnUse ? [] : shell.preload).map(
    (href) =>
      `<link rel="preload" as="script" href="${escapeAttribute(href)}"${integrityAttributes(href, shell.integrity)}>`,
  );
  const visitor = sharedState?.visitorCountry
    ? ` ${sharedStateMarks.visitor}="${escapeAttribute(sharedState.visitorCountry)}"`
    : '';
  // The rendered modules' CSS, the head's bulk: the same for every page of a kind, so shared. Its files' URLs name it:
  // each is content-addressed, and `readStyles` keeps one text per URL.
  const inlined = styles.length
    ? [
        sharedText(`styles ${JSON.stringify(styles.map(({ href }) => [href, page.cssChunks[href]]))}`, () =>
          inlineStyleTags(styles, page.cssChunks).join(''),
        ),
      ]
    : [];
  return [
    `<!DOCTYPE html><html lang="${escapeAttribute(lang)}" data-theme="${escapeAttribute(theme)}"${visitor}><head>${before.join('')}`,
    ...inlined,
    `${after.join('')}</head><body><div id="app">`,
  ];
}

export const documentTail = (): string => '</div></body></html>';
