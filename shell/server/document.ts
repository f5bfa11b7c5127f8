/** The document around the streamed React tree: language, theme, styles first, then preload hints. */
import type { Theme } from '@storefront/shared/config';
import type { PageAssets } from './federation.ts';

export interface ShellAssets {
  /** Scripts the document runs. */
  scripts: string[];
  /** Scripts it will need right after, fetched in parallel. */
  preload: string[];
  stylesheets: string[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function documentHead({ lang, theme, shell, page }: { lang: string; theme: Theme; shell: ShellAssets; page: PageAssets }): string {
  const origins = [...new Set([...page.manifests, ...page.scripts].map((href) => new URL(href).origin))];
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...origins.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`),
    ...[...shell.stylesheets, ...page.stylesheets].map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...shell.preload.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
    ...page.manifests.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`),
    ...page.scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
  ];
  return `<!DOCTYPE html><html lang="${escapeAttribute(lang)}" data-theme="${escapeAttribute(theme)}"><head>${tags.join('')}</head><body><div id="app">`;
}

export const documentTail = (): string => '</div></body></html>';
