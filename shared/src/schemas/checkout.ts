/** Checkout calls: addresses and invoice data, carriers, delivery message, gateways, orders and their outcome. */
import { z } from 'zod';
import { addressInput, type Address } from './address.ts';
import type { Cart } from './cart.ts';
import { emailSchema, idempotencyKeySchema, idSchema } from './common.ts';
import type { CustomerUser } from './session.ts';

/** Invoice data. For Italy: VAT number (partita IVA) + tax code (codice fiscale) + PEC or SDI; other EU: VAT number. */
export const invoiceRequestSchema = z.object({
  requested: z.boolean(),
  vat_number: z.string().trim().max(32).default(''),
  tax_code: z.string().trim().max(32).default(''),
  pec: z.union([z.literal(''), emailSchema]).default(''),
  sdi: z.string().trim().max(7).default(''),
});
export type InvoiceRequest = z.input<typeof invoiceRequestSchema>;

export const getCheckoutRequest = z.object({});
export type GetCheckoutRequest = z.input<typeof getCheckoutRequest>;

export const updateCheckoutAddressRequest = z
  .object({
    /** Guests give the email the order confirmation goes to. */
    email: emailSchema.optional(),
    id_address_delivery: idSchema.optional(),
    delivery: addressInput.optional(),
    billing_same_as_shipping: z.boolean().default(true),
    id_address_invoice: idSchema.optional(),
    invoice_address: addressInput.optional(),
    invoice: invoiceRequestSchema.optional(),
  })
  .refine((v) => v.id_address_delivery !== undefined || v.delivery !== undefined, {
    message: 'A delivery address (id_address_delivery or delivery) is required',
  })
  .refine((v) => v.billing_same_as_shipping || v.id_address_invoice !== undefined || v.invoice_address !== undefined, {
    message: 'A billing address is required when it differs from the shipping address',
  });
export type UpdateCheckoutAddressRequest = z.input<typeof updateCheckoutAddressRequest>;

export interface Carrier {
  id_carrier: number;
  name: string;
  delay: string;
  /** Formatted, or the translated "Free". */
  price: string;
  price_with_tax: number;
  price_without_tax: number;
  is_free: boolean;
  is_pickup: boolean;
  selected: boolean;
}

export const getCarriersRequest = z.object({});
export type GetCarriersRequest = z.input<typeof getCarriersRequest>;
export const updateCheckoutCarrierRequest = z.object({ id_carrier: idSchema });
export type UpdateCheckoutCarrierRequest = z.input<typeof updateCheckoutCarrierRequest>;

export const addOrEditDeliveryMessageRequest = z.object({ message: z.string().trim().max(1000) });
export type AddOrEditDeliveryMessageRequest = z.input<typeof addOrEditDeliveryMessageRequest>;
export const getDeliveryMessageRequest = z.object({});
export interface DeliveryMessage {
  message: string;
}

export const PAYMENT_MODULES = ['creditcard', 'paypal', 'multisafepay', 'bankwire'] as const;
export type PaymentModule = (typeof PAYMENT_MODULES)[number];

export interface Gateway {
  id: string;
  module_name: PaymentModule;
  /** CREDITCARD for cards, as the checkout labels it. */
  payment_method: string;
  call_to_action_text: string;
  type: 'card' | 'redirect' | 'offline';
  additionalInformation: string;
}

export const getGatewaysRequest = z.object({});
export type GetGatewaysRequest = z.input<typeof getGatewaysRequest>;

/** The invoice data kept with a checkout and its order. */
export interface InvoiceData {
  requested: boolean;
  vat_number: string;
  tax_code: string;
  pec: string;
  sdi: string;
  /** VIES's word on `vat_number`, as on an address (`Address.vat_verified`). */
  vat_verified: boolean | null;
}

export interface CheckoutData {
  cart: Cart;
  customer: CustomerUser | null;
  email: string | null;
  addresses: Address[];
  delivery_address: Address | null;
  invoice_address: Address | null;
  billing_same_as_shipping: boolean;
  invoice: InvoiceData | null;
  carriers: Carrier[];
  delivery_message: string;
  gateways: Gateway[];
  /** What still blocks placing the order: 'products', 'email', 'address', 'carrier'. */
  missing: string[];
}

export const cardSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(100),
  number: z.string().regex(/^[\d ]{12,23}$/, 'must be a card number'),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'must be MM/YY'),
  cvv: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
});

export const createOrderRequest = z.object({
  /** Chosen by the client once per checkout attempt; a repeated or concurrent call with it returns the first order. */
  idempotency_key: idempotencyKeySchema,
  payment_module: z.enum(PAYMENT_MODULES),
  terms_accepted: z.literal(true, { error: 'Terms must be accepted.' }),
  card: cardSchema.optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

export type OrderOutcome = 'success' | 'failed' | 'pending';

export interface OrderSummary {
  id_order: number;
  reference: string;
  date_add: string;
  state: string;
  state_label: string;
  payment: string;
  module: string;
  total_paid: number;
  total_paid_formatted: string;
  products_count: number;
  email: string;
  /** While a redirect payment (PayPal, MultiSafepay) is awaited: when the order is cancelled if it is not paid. */
  pay_by: string | null;
  /** Why the shop closed the order itself: its payment was not completed within its window (stock released). */
  cancel_reason: OrderCancelReason | null;
}

export type OrderCancelReason = 'payment_window_expired';

export interface CreateOrderData {
  order: OrderSummary;
  /** Secret that lets a guest read and follow this order (validateOrder, updateOrder). */
  key: string;
  /** Where to send the shopper for redirect gateways; null otherwise. */
  redirect_url: string | null;
  outcome: OrderOutcome;
  /** Bank transfer instructions (HTML), for bankwire. */
  bank_details: string | null;
}

export const updateOrderRequest = z.object({
  id_order: idSchema,
  key: z.string().max(200).optional(),
  /** Order-notification opt-in from the confirmation page. */
  notifications: z.boolean().optional(),
  feedback: z
    .object({ rating: z.number().int().min(1).max(5), comment: z.string().trim().max(1000).default('') })
    .optional(),
});
export type UpdateOrderRequest = z.input<typeof updateOrderRequest>;

export const validateOrderRequest = z.object({ id_order: idSchema, key: z.string().max(200).optional() });
export type ValidateOrderRequest = z.input<typeof validateOrderRequest>;
export interface ValidateOrderData {
  order: OrderSummary;
  outcome: OrderOutcome;
}
