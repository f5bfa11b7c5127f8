/**
 * The refusals the screens explain, each by a stable reason the api sends in its envelope beside its English message
 * (`{ success: false, code, reason, field?, values?, message }`). The screens map a reason to their catalogue's text;
 * they never read the message, which is for logs and may be reworded. One spelling of each reason, for the api that
 * throws it and the screens that explain it; `locales/refusals.test.ts` fails when a reason has no text on any screen
 * or in any language.
 */
export const refusalReasons = [
  // Vouchers (addOrRemoveCoupon).
  'voucher.unknown',
  'voucher.inactive',
  'voucher.notYetValid',
  'voucher.expired',
  'voucher.emptyCart',
  /** `values.amount`: the products total (in euros) from which the voucher applies. */
  'voucher.minimum',
  'voucher.alreadyAdded',
  'voucher.oneOfKind',
  'voucher.notInCart',
  // The cart's lines (createCartItem, updateCartItem) and the cart at Place order (createOrder).
  'cart.outOfStock',
  /** The line already holds the most of this product allowed per order. */
  'cart.lineLimit',
  /** Stock, prices or vouchers changed since the shopper last saw the cart: they review it again. */
  'cart.changed',
  // An address's rules against its country (createAddress, updateAddress, updateCheckoutAddress).
  'address.postcode',
  'address.state',
  'address.dni',
  'address.vatNumber',
  /** The number has its country's format but the EU's VIES register does not know it (ADR 0104). */
  'vat.notInVies',
  // The tax invoice's rules against the billing country (updateCheckoutAddress).
  'invoice.vatNumber',
  'invoice.taxCode',
  'invoice.pecOrSdi',
  // Paying (createOrder).
  'payment.declined',
  'payment.cardInvalid',
  'payment.cardExpired',
  /**
   * The card provider's answer was lost (a 504 with `Retry-After`): the card may have been charged. Paying again with
   * the attempt's key charges at most once (ADR 0106).
   */
  'payment.answerLost',
  // Accounts (register, updateCustomer, login, resetPasswordEnter, confirmNewsletter, createOrderReturn).
  'customer.emailTaken',
  'customer.wrongPassword',
  'auth.failed',
  /** A one-time code (a password reset's, a newsletter confirmation's) is wrong, used up or expired. */
  'code.invalid',
  'return.notReturnable',
  /** Too many attempts from this shopper (a login, a contact message): `Retry-After` says when to try again. */
  'request.tooMany',
  /**
   * Any call (a 503 with `Retry-After`): the api cannot reach its database for a moment (it is restarting). Not the
   * shop's maintenance, which a bare 503 means: the screen stays, says so, and the shopper tries again.
   */
  'service.busy',
] as const;

export type RefusalReason = (typeof refusalReasons)[number];

/** What the envelope of a refusal adds to its code and message, all optional on the wire. */
export interface RefusalDetail {
  reason: RefusalReason;
  /** The request's field the refusal concerns, as a dotted path (`invoice.vat_number`), when it is one field's. */
  field?: string;
  /** Numbers the screen's text names (`voucher.minimum`'s amount), for it to format in the shopper's language. */
  values?: Record<string, number>;
}

/** A screen's texts for the refusals it explains: a catalogue message id by reason. */
export type RefusalMessages = Partial<Record<RefusalReason, string>>;

const known = new Set<string>(refusalReasons);
export const isRefusalReason = (value: unknown): value is RefusalReason =>
  typeof value === 'string' && known.has(value);
