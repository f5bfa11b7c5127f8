/**
 * SHOP_REDIRECTS, applied the same way by the server (a 301/302 answer) and by the browser (a client-side navigation
 * lands where the server would send it): a rule matches one exact path; a target on this shop is a path, anything
 * else (an absolute URL) is a full page load (SPEC section 2).
 */
import type { RedirectRule } from '@storefront/shared/config';

/** The rule for `pathname` (the path alone, without query or hash), if any. */
export function redirectRuleFor(pathname: string, rules: readonly RedirectRule[]): RedirectRule | undefined {
  return rules.find((rule) => rule.from === pathname);
}

/** The path part of a link target: `/en/x?y#z` → `/en/x`. */
export const pathOf = (to: string): string => to.split(/[?#]/, 1)[0] ?? to;

/** A target with a scheme (`https:`) or a protocol-relative one (`//host`): the browser loads a new document. */
export const isAbsoluteTarget = (to: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//');

/** Where a navigation to `to` really goes: the rule's target when a rule matches its path, else `to` itself. */
export function redirectedTarget(to: string, rules: readonly RedirectRule[]): string {
  return isAbsoluteTarget(to) ? to : (redirectRuleFor(pathOf(to), rules)?.to ?? to);
}
