/** One order in full for the account pages, and the 14-day return window. */
import type { Address, LanguageCode, OrderDetail } from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';
import { label } from './labels.ts';
import { productLink } from './links.ts';
import { euros, formatPrice, taxIncluded } from './money.ts';
import { ORDER_STATES, RETURN_REQUESTED, stateLabel } from './order-states.ts';
import type { ApiConfig } from '../config.ts';
import { cancelReason, payBy, type OrderRow } from './order-summary.ts';
import { readInvoice } from './checkout-store.ts';

export const RETURN_DAYS = 14;
export const PAID_STATES = new Set(['payment_accepted', 'processing', 'shipped', 'delivered']);

/** An order's copy of an address; one copied before VIES was asked says "not asked". */
function storedAddress(stored: string): Address {
  const address = JSON.parse(stored) as Omit<Address, 'vat_verified'> & { vat_verified?: boolean | null };
  return { ...address, vat_verified: address.vat_verified ?? null };
}

const amount = (type: string, text: string, cents: number, lang: LanguageCode) => ({
  type,
  label: text,
  amount: euros(cents),
  value: formatPrice(cents, lang),
});

export async function orderDetail(
  db: Db,
  order: OrderRow,
  lang: LanguageCode,
  { publicBase, housekeeping }: Pick<ApiConfig, 'publicBase' | 'housekeeping'>,
): Promise<OrderDetail> {
  const lines = await db
    .selectFrom('order_detail')
    .selectAll()
    .where('id_order', '=', order.id_order)
    .orderBy('id_order_detail')
    .execute();
  const history = await db
    .selectFrom('order_history')
    .selectAll()
    .where('id_order', '=', order.id_order)
    .orderBy('id_order_history', 'desc')
    .execute();
  const returns = await db
    .selectFrom('order_return')
    .selectAll()
    .where('id_order', '=', order.id_order)
    .orderBy('id_order_return')
    .execute();
  const slugs = await db
    .selectFrom('product_lang')
    .select(['id_product', 'link_rewrite'])
    .where('lang', '=', lang)
    .where('id_product', 'in', lines.length ? lines.map((l) => l.id_product) : [-1])
    .execute();
  const covers = await db
    .selectFrom('image')
    .select(['id_product', 'position', 'id_attribute'])
    .where('id_product', 'in', lines.length ? lines.map((l) => l.id_product) : [-1])
    .where('view', '=', 'front')
    .execute();
  const colours = await db
    .selectFrom('product_attribute_combination')
    .select(['id_product_attribute', 'id_attribute'])
    .where('id_product_attribute', 'in', lines.length ? lines.map((l) => l.id_product_attribute) : [-1])
    .execute();
  const returned = new Map<number, number>();
  for (const r of returns)
    for (const l of JSON.parse(r.lines) as { id_order_detail: number; quantity: number }[])
      returned.set(l.id_order_detail, (returned.get(l.id_order_detail) ?? 0) + l.quantity);
  const delivered = history.find((h) => h.state === 'delivered');
  const deadline = delivered ? new Date(Date.parse(delivered.date_add) + RETURN_DAYS * 86_400_000).toISOString() : null;
  const open = order.current_state === 'delivered' && deadline !== null && Date.parse(deadline) > Date.now();
  const tax = taxIncluded(order.total_paid);
  return {
    id_order: order.id_order,
    reference: order.reference,
    date_add: order.date_add,
    state: order.current_state,
    state_label: stateLabel(order.current_state, lang),
    history: history.map((h) => ({
      state: h.state,
      label: stateLabel(h.state, lang),
      color: ORDER_STATES[h.state]?.color ?? '#777777',
      date_add: h.date_add,
    })),
    products: lines.map((l) => {
      const slug = slugs.find((s) => s.id_product === l.id_product)?.link_rewrite ?? '';
      const colour = colours.find(
        (c) =>
          c.id_product_attribute === l.id_product_attribute && covers.some((i) => i.id_attribute === c.id_attribute),
      )?.id_attribute;
      const cover =
        covers.find((i) => i.id_product === l.id_product && i.id_attribute === colour) ??
        covers.find((i) => i.id_product === l.id_product);
      return {
        id_order_detail: l.id_order_detail,
        id_product: l.id_product,
        id_product_attribute: l.id_product_attribute,
        name: l.product_name,
        attributes_small: l.attributes_small,
        reference: l.reference,
        quantity: l.quantity,
        price_amount: euros(l.unit_price_wt),
        total_amount: euros(l.total_wt),
        price: formatPrice(l.unit_price_wt, lang),
        total: formatPrice(l.total_wt, lang),
        image_url: `${publicBase}/img/p/${l.id_product}-${cover?.position ?? 1}.svg`,
        link: productLink(lang, l.id_product, slug),
        returnable_quantity: open ? l.quantity - (returned.get(l.id_order_detail) ?? 0) : 0,
      };
    }),
    products_count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotals: {
      products: amount('products', label('subtotal', lang), order.total_products_wt, lang),
      discounts: order.total_discounts
        ? amount('discount', label('discounts', lang), order.total_discounts, lang)
        : null,
      shipping: {
        ...amount('shipping', label('shipping', lang), order.total_shipping, lang),
        ...(order.total_shipping === 0 ? { value: label('free', lang) } : {}),
      },
      tax: amount('tax', label('tax', lang), tax, lang),
    },
    totals: {
      total: amount('total', label('total', lang), order.total_paid, lang),
      total_including_tax: amount('total', label('totalInclTax', lang), order.total_paid, lang),
      total_excluding_tax: amount('total', label('totalExclTax', lang), order.total_paid - tax, lang),
    },
    payment: order.payment,
    module: order.module,
    carrier: { id: order.id_carrier, name: order.carrier_name },
    addresses: {
      delivery: storedAddress(order.address_delivery),
      invoice: storedAddress(order.address_invoice),
    },
    delivery_message: order.delivery_message,
    vouchers: JSON.parse(order.vouchers) as OrderDetail['vouchers'],
    invoice: readInvoice(order.invoice),
    invoice_url: PAID_STATES.has(order.current_state) ? `${publicBase}/invoice/${order.id_order}` : null,
    is_returnable: open,
    return_deadline: deadline,
    returns: returns.map((r) => ({
      id_order_return: r.id_order_return,
      state: r.state,
      state_label: r.state === 'requested' ? RETURN_REQUESTED[lang] : r.state,
      reason: r.reason,
      date_add: r.date_add,
      lines: JSON.parse(r.lines) as { id_order_detail: number; quantity: number }[],
    })),
    pay_by: payBy(order, housekeeping.paymentWindowMs),
    cancel_reason: cancelReason(order),
  };
}
