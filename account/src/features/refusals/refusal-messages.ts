/**
 * The api's refusals the account's screens explain, by reason (the shared list's), as this remote's catalogue ids:
 * one place to read what each screen says, and what `locales/refusals.test.ts` checks in every language.
 */
import type { RefusalMessages } from '@storefront/shared/schemas';

/** Signing in (a wrong email or password, too many tries). */
export const loginRefusals: RefusalMessages = {
  'auth.failed': 'account.login.failed',
  'request.tooMany': 'account.tooMany',
};

/** Creating an account. */
export const registerRefusals: RefusalMessages = {
  'customer.emailTaken': 'account.register.emailTaken',
  'request.tooMany': 'account.tooMany',
};

/** Changing one's details (the current password asked to change the email or password). */
export const updateCustomerRefusals: RefusalMessages = {
  'customer.wrongPassword': 'account.update.invalidPassword',
  'customer.emailTaken': 'account.update.emailTaken',
};

/** Setting a new password with the code sent by email. */
export const resetPasswordRefusals: RefusalMessages = {
  'code.invalid': 'account.reset.badCode',
  'request.tooMany': 'account.tooMany',
};

/** Confirming a newsletter subscription with the code sent by email. */
export const newsletterConfirmRefusals: RefusalMessages = {
  'code.invalid': 'account.newsletter.badCode',
  'request.tooMany': 'account.tooMany',
};

/** Asking to return an order's lines. */
export const returnRefusals: RefusalMessages = {
  'return.notReturnable': 'account.returns.windowClosedNow',
};

/** Saving an address. */
export const addressRefusals: RefusalMessages = {
  'vat.notInVies': 'account.addresses.vatNotInVies',
};
