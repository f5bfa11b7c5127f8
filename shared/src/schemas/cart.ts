/** Cart calls: every one answers the whole cart. */
import { z } from 'zod';
import { idSchema, type Amount } from './common.ts';

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
  /** Non-blocking notes about the last change (for example a quantity lowered to the stock). */
  errors: string[];
  id_address_delivery: number | null;
  id_address_invoice: number | null;
  id_carrier: number | null;
  delivery_message: string;
}
