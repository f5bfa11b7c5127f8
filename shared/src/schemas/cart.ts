/** Cart calls: every one answers the whole cart. */
import { z } from 'zod';
import { idempotencyKeySchema, idSchema, type Amount } from './common.ts';

/** Most units of one combination a cart line may hold (also bounded by stock). */
export const CART_LINE_LIMIT = 10;

export const getCartItemsRequest = z.object({});
export type GetCartItemsRequest = z.input<typeof getCartItemsRequest>;

const quantity = z.number().int().min(0).max(1000);

export const createCartItemRequest = z.object({
  id_product: idSchema,
  /** Defaults to the product's default combination. */
  id_product_attribute: idSchema.optional(),
  qty: quantity.min(1).default(1),
  /**
   * Chosen by the client once per press and sent again with its retries: an add whose answer was lost (a connection
   * cut, an instance gone) and that is made again adds once, and answers that cart.
   */
  idempotency_key: idempotencyKeySchema.optional(),
});
export type CreateCartItemRequest = z.input<typeof createCartItemRequest>;

export const updateCartItemRequest = z.object({
  id_product: idSchema,
  id_product_attribute: idSchema,
  /** The absolute quantity wanted; 0 removes the line. */
  qty: quantity,
});
export type UpdateCartItemRequest = z.input<typeof updateCartItemRequest>;

export const removeCartItemRequest = z.object({ id_product: idSchema, id_product_attribute: idSchema });
export type RemoveCartItemRequest = z.input<typeof removeCartItemRequest>;

export const addOrRemoveCouponRequest = z.union(
  [
    z.object({ code: z.string().trim().min(1, 'You must enter a voucher code.').max(64) }),
    z.object({ remove: idSchema }),
  ],
  { error: 'Send either a voucher code or the id_cart_rule to remove' },
);
export type AddOrRemoveCouponRequest = z.input<typeof addOrRemoveCouponRequest>;

export interface CartProduct {
  id_product: number;
  id_product_attribute: number;
  cart_quantity: number;
  name: string;
  link_rewrite: string;
  link: string;
  reference: string;
  image_url: string;
  attributes_small: string;
  attributes: { group: string; name: string }[];
  price_wt: number;
  total_wt: number;
  regular_price_wt: number;
  /** Formatted unit price and line total in the request's language. */
  price: string;
  total: string;
  regular_price: string;
  has_discount: boolean;
  stock_quantity: number;
  quantity_limit: number;
}

export interface CartVoucher {
  id_cart_rule: number;
  name: string;
  code: string;
  reduction_percent: number;
  reduction_amount: number;
  free_shipping: boolean;
  reduction_formatted: string;
}

/**
 * A change the api made to the cart, as data, so apps can word it in the shopper's language (the same changes are in
 * `errors` as English text). A note with a `stamp` is one reconciling made (stock, limits, vouchers: ADR 0108): it
 * comes back on every answer until `markCartNotesSeen` is told that stamp. A note without one answers the change
 * just asked for (fewer units added than asked) and is told once.
 */
export type CartNote = (
  | { type: 'quantity-lowered'; name: string; quantity: number }
  | { type: 'sold-out'; name: string }
  | {
      type: 'voucher-removed';
      code: string;
      reason: 'inactive' | 'not-yet-valid' | 'expired' | 'empty-cart' | 'minimum';
      /** For `minimum`: the products total (EUR, tax incl.) the voucher needs. */
      minimum?: number;
    }
) & { stamp?: number };

/** The cart page has shown the notes stamped up to `stamp`: they are not told again. */
export const markCartNotesSeenRequest = z.object({ stamp: z.number().int().min(1) });
export type MarkCartNotesSeenRequest = z.input<typeof markCartNotesSeenRequest>;

/** A brand whose products ship free to the estimate's destination once they reach an amount of their own. */
export interface BrandShippingRule {
  id_manufacturer: number;
  name: string;
  /** EUR, tax incl., of that brand's products in the cart. */
  free_from: number;
}

/** Where the cart's shipping estimate goes, and what would make it free there. */
export interface ShippingEstimate {
  /** The delivery address's country, else the chosen delivery country, else the shop's own. */
  country: { id_country: number; iso_code: string; name: string };
  /** Free shipping from this products total (EUR, tax incl.) there, when the estimate's carrier has such a rule. */
  free_from: number | null;
  /** Brand rules that apply there, each with what the cart holds of that brand (EUR, tax incl.). */
  brands: (BrandShippingRule & { products_total: number })[];
  /** Why shipping is free, when it is. */
  free_because: 'threshold' | 'brand' | 'voucher' | null;
}

export interface Cart {
  id_cart: number;
  products: CartProduct[];
  /** Sum of quantities (the header badge). */
  products_count: number;
  subtotals: {
    products: Amount;
    discounts: Amount | null;
    shipping: Amount | null;
    tax: Amount | null;
  };
  totals: { total: Amount; total_including_tax: Amount; total_excluding_tax: Amount };
  vouchers: { allowed: boolean; added: CartVoucher[] };
  /** Non-blocking notes about what changed (for example a quantity lowered to the stock), in English. */
  errors: string[];
  /** The same changes as `errors`, as data: reconciling's until seen, then the last change's own. */
  notes: CartNote[];
  /** Null while the cart is empty. */
  shipping_estimate: ShippingEstimate | null;
  id_address_delivery: number | null;
  id_address_invoice: number | null;
  id_carrier: number | null;
  delivery_message: string;
}
