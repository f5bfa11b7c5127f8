/**
 * For this remote's unit tests: the api's replies they share. The e2e specs drive the real api; these pin what a page
 * does with each answer.
 */
import type { Customer } from '@storefront/shared/schemas';
import { apiRefusal } from '@storefront/shared/testing';

/** getCustomer for a shopper who is not signed in. */
export const guest = () => apiRefusal('getCustomer', 401, 'User Not Authenticated', { code: 410 });

export const customer: Customer = {
  id: 7,
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  id_gender: 2,
  birthday: null,
  newsletter: false,
  optin: false,
  date_add: '2026-01-15T10:00:00.000Z',
};
