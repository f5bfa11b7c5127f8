/** Whether a page's render could reach the api at all: a refused or unreachable api is an outage, not empty data. */
import { middlewareDownText, sharedApi } from '@storefront/shared/api';
import type { AppStore } from '@storefront/shared/store';

/**
 * True when the page's bootstrap call (every page makes it) could not reach the api, and then says so in the server
 * log with SPEC section 8's message, where an operator looks first.
 */
export function apiUnreachable(store: AppStore, apiUrl: string, pathname: string): boolean {
  const { error } = sharedApi.endpoints.bootstrap.select()(store.getState());
  const unreachable = typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'unreachable';
  if (unreachable) console.error(`[ssr] ${pathname}: the api at ${apiUrl} cannot be reached. ${middlewareDownText}`);
  return unreachable;
}
