/**
 * The api's refusals the shell's screens explain, by reason (the shared list's), as this app's catalogue ids: what
 * `locales/refusals.test.ts` checks in every language.
 */
import type { RefusalMessages } from '@storefront/shared/schemas';

/** The contact form. */
export const contactRefusals: RefusalMessages = {
  'request.tooMany': 'shell.contact.tooMany',
};
