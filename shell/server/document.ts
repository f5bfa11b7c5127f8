/**
 * The document around the streamed React tree: language, theme, the shell's styles, then the CSS of the remote
 * modules the server rendered, inlined (ADR 0500). Nothing in the head makes the browser wait on a remote's origin:
 * the remotes' scripts are fetched by the shell after the first paint (bootstrap.tsx), only a preconnect goes ahead.
 */
import type { Theme } from '@storefront/shared/config';
import type { PageHead } from '@storefront/shared/remotes';
import { serializeForScript } from '../src/app/page-data.ts';
import { sharedStateMarks } from '../src/app/visitor.ts';
import { mainRegionId } from '../src/layout/main-region.ts';
import type { PageAssets } from './federation.ts';
import { styleText, type InlineStyle } from './remote-styles.ts';

export interface ShellAssets {
  /** Scripts the document runs. */
  scripts: string[];
  /** Scripts it will need right after, fetched in parallel. */
  preload: string[];
  stylesheets: string[];
  /**
   * Script URL → its sha384, read from the shell's own files at start. The shell's chunk loader asks for its chunks
   * with their hash and `crossorigin` (rspack's SubresourceIntegrityPlugin), so the preloads and the bootstrap script
   * carry the same, or the browser would fetch each file twice.
   */
  integrity: Record<string, string>;
  /**
   * The same stylesheets emitted again under another chunk's name (rspack may put one CSS module in two chunks):
   * linked disabled, so nothing fetches them and the chunk loader counts them as loaded.
   */
  stylesheetTwins?: string[];
  /**
   * The shared forms' stylesheets (fields, errors, actions), linked on the pages that render forms on the server (every
   * personal page: sign-in, register, cart, checkout, account) so their layout is final at the first paint; other pages
   * get them with the forms' code. The first per content hash linked, the rest as twins.
   */
  formStylesheets?: { linked: string[]; twins: string[] };
}

/**
 * A shell stylesheet's link, named as rspack's CSS chunk loader names its own (`shell:chunk-<id>`, the id opening the
 * file name): the loader finds it before adding a link of its own, so no file is fetched or applied twice.
 */
export function shellStylesheetTag(href: string, disabled = false): string {
  const chunk = href.split('/').pop()?.split('.')[0] ?? '';
  return `<link rel="stylesheet" href="${escapeAttribute(href)}" data-rspack="shell:chunk-${escapeAttribute(chunk)}"${disabled ? ' disabled' : ''}>`;
}

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

/** The same scripts as tags, written as React's streaming render writes its `bootstrapScripts`. */
export const bootstrapScriptTags = (shell: ShellAssets): string =>
  shell.scripts
    .map((src) => {
      const integrity = shell.integrity[src];
      const checked = integrity ? ` integrity="${escapeAttribute(integrity)}" crossorigin=""` : '';
      return `<script src="${escapeAttribute(src)}"${checked} async=""></script>`;
    })
    .join('');

/** The shell's preloads and scripts as the starter adds them (ADR 0502), each with its hash when known. */
export const starterFiles = (shell: ShellAssets) => {
  const withHash = (url: string) => [url, shell.integrity[url] ?? ''] as const;
  return { preload: shell.preload.map(withHash), scripts: shell.scripts.map(withHash) };
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
 * Each inlined file, then a disabled link to the same file. Browsers fetch no disabled stylesheet; the bundler's chunk
 * loader, which looks for a `<link rel="stylesheet">` of a CSS chunk before adding one, finds it and counts the file
 * as loaded, so a module's CSS is neither downloaded a second time nor applied twice (ADR 0501).
 */
export function inlineStyleTags(styles: readonly InlineStyle[]): string[] {
  return styles.flatMap(({ href, css }) => [
    `<style data-href="${escapeAttribute(href)}">${styleText(css)}</style>`,
    `<link rel="stylesheet" href="${escapeAttribute(href)}" disabled>`,
  ]);
}

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
}): string {
  const remoteOrigins = [...new Set(page.scripts.map((href) => new URL(href).origin))];
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // No first paint before the page's main region is parsed: a busy or slow browser may paint a document it is
    // still parsing, and a header painted half-parsed grows as its tools arrive (a layout shift).
    `<link rel="expect" href="#${mainRegionId}" blocking="render">`,
    ...(sharedState ? [`<script>${sharedState.script}</script>`] : []),
    ...headTags(head, origin),
    ...remoteOrigins.map((remote) => `<link rel="preconnect" href="${escapeAttribute(remote)}" crossorigin>`),
    ...shell.stylesheets.map((href) => shellStylesheetTag(href)),
    ...(shell.stylesheetTwins ?? []).map((href) => shellStylesheetTag(href, true)),
    ...(forms && shell.formStylesheets
      ? [
          ...shell.formStylesheets.linked.map((href) => shellStylesheetTag(href)),
          ...shell.formStylesheets.twins.map((href) => shellStylesheetTag(href, true)),
        ]
      : []),
    ...inlineStyleTags(styles),
    ...(startOnUse ? [] : shell.preload).map(
      (href) =>
        `<link rel="preload" as="script" href="${escapeAttribute(href)}"${integrityAttributes(href, shell.integrity)}>`,
    ),
  ];
  const visitor = sharedState?.visitorCountry
    ? ` ${sharedStateMarks.visitor}="${escapeAttribute(sharedState.visitorCountry)}"`
    : '';
  return `<!DOCTYPE html><html lang="${escapeAttribute(lang)}" data-theme="${escapeAttribute(theme)}"${visitor}><head>${tags.join('')}</head><body><div id="app">`;
}

export const documentTail = (): string => '</div></body></html>';
