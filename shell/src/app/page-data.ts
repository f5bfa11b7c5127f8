/** What the server inlines into each document for the browser to hydrate with. */
import { locales, type Locale, type Messages } from '@storefront/shared/i18n';
import type { RootState } from '@storefront/shared/store';
import type { RemoteName, RemoteRef } from '@storefront/shared/remotes';
import type { ShopConfig } from '@storefront/shared/config';
import type { VisitorData } from './visitor.ts';

export interface PageData {
  lang: Locale;
  /** The shell's messages for `lang`. */
  messages: Messages;
  state: Partial<RootState>;
  /**
   * Each remote's browser entry (remoteEntry.js) in the registry the server rendered with, read from its manifest,
   * so browser and server versions never mix. A remote the registry lacks is absent: the browser leaves it
   * unregistered and its slots offer their retry.
   */
  entries: Partial<Record<RemoteName, string>>;
  /** Each entry's sha384 recorded at publish: the browser refuses other bytes (a local override has none). */
  integrity?: Partial<Record<RemoteName, string>>;
  config: ShopConfig;
  /** Remote modules the server rendered: the browser loads them before hydrating. */
  modules: RemoteRef[];
  /** The rendered page in each shop language, when its module named them (the language switcher links them). */
  alternates?: PageAlternates;
  /** The cookie choice and the country notice as the server read them from the request. */
  visitor: VisitorData;
}

/** The same page in other languages, each under its own slug; true only while the URL is still `path`. */
export interface PageAlternates {
  /** The path the server rendered. */
  path: string;
  /** Shop language → that language's path of the page, without a query (the switcher adds the current one). */
  links: Partial<Record<Locale, string>>;
}

/**
 * The switcher's share of a page's hreflang alternates: the shop languages only (no 'x-default'), paths only,
 * since a view's query (a category's page) is the current URL's to carry. Nothing when no shop language is named.
 */
export function pageAlternates(
  path: string,
  alternates: Record<string, string> | undefined,
): PageAlternates | undefined {
  const links: Partial<Record<Locale, string>> = {};
  for (const code of locales) {
    const link = alternates?.[code];
    if (link) links[code] = link.split(/[?#]/)[0] ?? link;
  }
  return Object.keys(links).length ? { path, links } : undefined;
}

/**
 * JSON that is safe inside an inline <script>: no `</script>`, no `<!--`, no line separators
 * that end a JavaScript string.
 */
export function serializeForScript(value: unknown): string {
  // One pass over the JSON (the page data is tens of kilobytes on a listing), not one pass per escaped character.
  return JSON.stringify(value).replace(unsafeInScript, (character) => scriptEscapes[character] ?? character);
}

const unsafeInScript = /[<>&\u2028\u2029]/g;
const scriptEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export const pageDataGlobal = '__SF__';

/** What the shell's App reads from the page data, for the browser's render to match the server's. */
export function pageProps(data: PageData): Pick<PageData, 'lang' | 'messages' | 'config' | 'alternates' | 'visitor'> {
  return {
    lang: data.lang,
    messages: data.messages,
    config: data.config,
    alternates: data.alternates,
    visitor: data.visitor,
  };
}
