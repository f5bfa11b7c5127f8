/**
 * The api's refusals the checkout's screens explain, by reason (the shared list's), as this remote's catalogue ids:
 * one place to read what each screen says, and what `locales/refusals.test.ts` checks in every language.
 */
import type { RefusalMessages } from '@storefront/shared/schemas';

/** The voucher field (cart page, Vouchers step). */
export const voucherRefusals: RefusalMessages = {
  'voucher.unknown': 'checkout.vouchers.unknown',
  'voucher.expired': 'checkout.vouchers.expired',
  'voucher.notYetValid': 'checkout.vouchers.notYetValid',
  'voucher.inactive': 'checkout.vouchers.inactive',
  'voucher.emptyCart': 'checkout.vouchers.emptyCart',
  'voucher.minimum': 'checkout.vouchers.minimum',
  'voucher.alreadyAdded': 'checkout.vouchers.alreadyAdded',
  'voucher.oneOfKind': 'checkout.vouchers.oneOfKind',
  'voucher.notInCart': 'checkout.vouchers.notInCart',
};

/** The Account step's registration. */
export const accountStepRefusals: RefusalMessages = {
  'customer.emailTaken': 'checkout.account.emailTaken',
};

/** The Address step: the addresses' rules against their country, the tax invoice's against the billing country. */
export const addressStepRefusals: RefusalMessages = {
  'address.postcode': 'checkout.address.postcodeRefused',
  'address.state': 'checkout.address.stateRefused',
  'address.dni': 'checkout.address.dniRefused',
  'address.vatNumber': 'checkout.address.vatRefused',
  'invoice.vatNumber': 'checkout.address.vatRefused',
  'invoice.taxCode': 'checkout.address.taxCodeRefused',
  'invoice.pecOrSdi': 'checkout.address.pecOrSdiRefused',
  'vat.notInVies': 'checkout.address.vatNotInVies',
};

/** Place order / Pay on the Review step (a declined card is said by the failed page it leads to). */
export const placeOrderRefusals: RefusalMessages = {
  'cart.changed': 'checkout.review.cartChanged',
  'payment.cardInvalid': 'checkout.card.numberInvalid',
  'payment.cardExpired': 'checkout.card.expired',
  'payment.declined': 'checkout.failed.declined',
};
