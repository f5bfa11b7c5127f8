/** What the server inlines into each document for the browser to hydrate with. */
import type { Locale, Messages } from '@storefront/shared/i18n';
import type { RootState } from '@storefront/shared/store';
import type { RemoteName, RemoteRef } from '@storefront/shared/remotes';
import type { ShopConfig } from '@storefront/shared/config';
import type { Registry } from '../federation/registry.ts';

export interface PageData {
  lang: Locale;
  /** The shell's messages for `lang`. */
  messages: Messages;
  state: Partial<RootState>;
  /** The registry the server rendered with, so browser and server versions never mix. */
  registry: Registry;
  /** Each remote's browser entry (remoteEntry.js) in that registry, read from its manifest by the server. */
  entries: Record<RemoteName, string>;
  config: ShopConfig;
  /** Remote modules the server rendered: the browser loads them before hydrating. */
  modules: RemoteRef[];
}

/**
 * JSON that is safe inside an inline <script>: no `</script>`, no `<!--`, no line separators
 * that end a JavaScript string.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const pageDataGlobal = '__SF__';
