/**
 * The browser side of the guard: the signed-in customer, or a replace to the login page when there is none, found
 * on arrival or later (the session expired mid-visit, or the shopper signed out in another tab).
 */
import { useEffect, useState } from 'react';
import { isNotSignedIn, useGetCustomerQuery } from '@storefront/shared/api';
import { useEvent } from '@storefront/shared/events';
import { useLang } from '@storefront/shared/i18n';
import { useRouter } from '@storefront/shared/routing';
import type { Customer } from '@storefront/shared/schemas';
import { loginFor } from './guard.ts';

export interface Guarded {
  customer: Customer | undefined;
  /** True while the page must not show its content: not known yet, or on the way to the login page. */
  blocked: boolean;
  /** Reading the customer failed for another reason than a missing session (the api is down, say). */
  failed: boolean;
}

/**
 * `pageErrors`: the errors of the page's own calls; a 401 there means the session ended mid-visit. A sign-out in this
 * tab is not that: the page's reads then answer 401 too, but the account menu takes the shopper home, and sending them
 * to the login page as well would race it.
 */
export function useGuard(pageErrors: unknown[] = []): Guarded {
  const lang = useLang();
  const router = useRouter();
  const { data, error } = useGetCustomerQuery();
  const [signedOutHere, setSignedOutHere] = useState(false);
  useEvent('account:auth-changed', ({ signedIn }, meta) => setSignedOutHere(!signedIn && !meta.fromOtherTab));
  const guest = isNotSignedIn(error) || pageErrors.some(isNotSignedIn);
  const target = loginFor(lang, `${router.pathname}${router.search}`);
  const { navigate } = router;
  useEffect(() => {
    if (guest && !signedOutHere) navigate(target, { replace: true });
  }, [guest, signedOutHere, navigate, target]);
  return { customer: guest ? undefined : data, blocked: guest || !data, failed: !guest && !data && Boolean(error) };
}
