/** Account calls: order history, one order in full (history, lines, totals, invoice, returns), return requests. */
import { z } from 'zod';
import type { Address } from './address.ts';
import type { InvoiceData, OrderCancelReason } from './checkout.ts';
import { idSchema, type Amount } from './common.ts';

export const getOrdersRequest = z.object({
  page: z.number().int().min(1).max(1000).default(1),
  resultsPerPage: z.number().int().min(1).max(50).default(10),
});
export type GetOrdersRequest = z.input<typeof getOrdersRequest>;

export interface OrderListItem {
  id_order: number;
  reference: string;
  date_add: string;
  state: string;
  state_label: string;
  state_color: string;
  total_paid: number;
  total_paid_formatted: string;
  products_count: number;
  payment: string;
  carrier_name: string;
}

export interface OrderList {
  orders: OrderListItem[];
  pagination: { total_items: number; current_page: number; pages_count: number };
}

export const getOrderRequest = z.object({ id_order: idSchema });
export type GetOrderRequest = z.input<typeof getOrderRequest>;

export interface OrderLine {
  id_order_detail: number;
  id_product: number;
  id_product_attribute: number;
  name: string;
  attributes_small: string;
  reference: string;
  quantity: number;
  price_amount: number;
  total_amount: number;
  price: string;
  total: string;
  image_url: string;
  link: string;
  /** Units that can still be returned. */
  returnable_quantity: number;
}

export interface OrderReturn {
  id_order_return: number;
  state: string;
  state_label: string;
  reason: string;
  date_add: string;
  lines: { id_order_detail: number; quantity: number }[];
}

export interface OrderDetail {
  id_order: number;
  reference: string;
  date_add: string;
  state: string;
  state_label: string;
  history: { state: string; label: string; color: string; date_add: string }[];
  products: OrderLine[];
  products_count: number;
  subtotals: { products: Amount; discounts: Amount | null; shipping: Amount; tax: Amount };
  totals: { total: Amount; total_including_tax: Amount; total_excluding_tax: Amount };
  payment: string;
  module: string;
  carrier: { id: number; name: string };
  addresses: { delivery: Address; invoice: Address };
  delivery_message: string;
  vouchers: { code: string; name: string; reduction: string }[];
  invoice: InvoiceData | null;
  /** A printable invoice (HTML) once the order is paid; null before. */
  invoice_url: string | null;
  is_returnable: boolean;
  /** Last day a return can be requested (14 days after delivery), or null. */
  return_deadline: string | null;
  returns: OrderReturn[];
  /** While a redirect payment is awaited: when the order is cancelled if it is not paid. */
  pay_by: string | null;
  /** Why the shop closed the order itself (its payment window ran out), or null. */
  cancel_reason: OrderCancelReason | null;
}

export const createOrderReturnRequest = z.object({
  id_order: idSchema,
  lines: z
    .array(z.object({ id_order_detail: idSchema, quantity: z.number().int().min(1).max(100) }))
    .min(1, 'Choose at least one product to return')
    .max(50),
  reason: z.string().trim().min(3, 'Please tell us why').max(1000),
});
export type CreateOrderReturnRequest = z.input<typeof createOrderReturnRequest>;
