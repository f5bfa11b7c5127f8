/**
 * Presents the whole cart (PrestaShop CartPresenter names). It only reads: a cart that no longer fits the shop is
 * shown as it can be ordered and marked stale, and reconciling it is a write of its own (cart-reconcile.ts,
 * ADR 0108). The notes are what reconciling kept on the cart until the shopper has seen them.
 */
import {
  type Amount,
  type Cart,
  type CartNote,
  type CartProduct,
  type LanguageCode,
  type ShippingEstimate,
} from '@storefront/shared/schemas';
import type { ShopContext } from './shop-context.ts';
import { label } from './labels.ts';
import { productLink } from './links.ts';
import { euros, formatPrice, taxIncluded } from './money.ts';
import { parseNotes, planReconcile, readLines, readRules, type StoredNote } from './cart-reconcile.ts';
import { comboPrice, loadFacts, type ProductFact } from './product-facts.ts';
import { coverFor } from './product-presenter.ts';
import { deliveryCountry } from './delivery-country.ts';
import { brandRuleMet, brandRules, carrierOptions } from './shipping.ts';
import { voucherReasonText, voucherReductions } from './vouchers.ts';

const amount = (type: string, text: string, cents: number, lang: LanguageCode): Amount => ({
  type,
  label: text,
  amount: euros(cents),
  value: formatPrice(cents, lang),
});

export interface CartTotals {
  products: number;
  discounts: number;
  shipping: number | null;
  total: number;
  weight: number;
  freeShipping: boolean;
}

export const emptyCart = (lang: LanguageCode): Cart => presentEmpty(lang, 0);

function presentEmpty(lang: LanguageCode, idCart: number): Cart {
  const zero = amount('total', label('total', lang), 0, lang);
  return {
    id_cart: idCart,
    products: [],
    products_count: 0,
    subtotals: {
      products: amount('products', label('subtotal', lang), 0, lang),
      discounts: null,
      shipping: null,
      tax: null,
    },
    totals: {
      total: zero,
      total_including_tax: { ...zero, label: label('totalInclTax', lang) },
      total_excluding_tax: { ...zero, label: label('totalExclTax', lang) },
    },
    vouchers: { allowed: true, added: [] },
    errors: [],
    notes: [],
    shipping_estimate: null,
    id_address_delivery: null,
    id_address_invoice: null,
    id_carrier: null,
    delivery_message: '',
  };
}

/** What a change tells the shopper beyond the cart itself: English text and the same as data (see `CartNote`). */
export interface CartChanges {
  errors: string[];
  notes: CartNote[];
}

export const unchanged = (): CartChanges => ({ errors: [], notes: [] });

/** A kept note as the shopper reads it, with the revision that made it. */
export interface StampedNote {
  stamp: number;
  note: CartNote;
  error: string;
}

/** A kept note in the reader's language (the facts are in it), and the api's English for it. */
function describeNote(stored: StoredNote, facts: ReadonlyMap<number, ProductFact>): StampedNote {
  const { stamp } = stored;
  if (stored.type === 'voucher-removed') {
    const { code, reason, minimum_amount } = stored;
    return {
      stamp,
      note: {
        type: 'voucher-removed',
        code,
        reason,
        ...(reason === 'minimum' ? { minimum: euros(minimum_amount) } : {}),
        stamp,
      },
      error: `The voucher ${code} was removed: ${voucherReasonText[reason]({ minimum_amount })}`,
    };
  }
  const name = facts.get(stored.id_product)?.name ?? '';
  if (stored.type === 'sold-out')
    return {
      stamp,
      note: { type: 'sold-out', name, stamp },
      error: `${name || 'A product'} is no longer available and was removed from your cart.`,
    };
  return {
    stamp,
    note: { type: 'quantity-lowered', name, quantity: stored.quantity, stamp },
    error: `Only ${stored.quantity} of ${name} can be ordered; the quantity was lowered.`,
  };
}

/** The presented cart with what only the api uses: totals in cents, and what reconciling needs to know. */
export type PresentedCart = Cart & {
  _totals: CartTotals;
  _reconcile: {
    /** The cart no longer fits the shop (stock, limits, vouchers): a reader reconciles it (`cart-read.ts`). */
    stale: boolean;
    revision: number;
    /** The kept notes, in the order they are told. */
    stamped: StampedNote[];
  };
};

/**
 * Presents the cart: reads only. A cart that no longer fits the shop is shown as it can be ordered (lines lowered to
 * the stock, sold-out lines and vouchers that no longer apply left out) and marked stale; the notes are the ones
 * reconciling kept on the cart, then `changes`, the last change's own.
 */
export async function presentCart(
  ctx: ShopContext,
  idCart: number | null,
  changes: CartChanges = unchanged(),
): Promise<PresentedCart> {
  const { db, lang, ref } = ctx;
  // The lines and vouchers before the cart row: these statements are not one snapshot, and a reconciling that
  // commits between them would otherwise show its lines with the notes from before it (none), as a cart that fits.
  // Read in this order, lines that fit mean the notes that made them fit are read too; lines read just before
  // the commit look stale and send the reader to reconcile, which finds nothing left to do (`reconcileStale`).
  const rows = idCart === null ? [] : await readLines(db, idCart);
  const rules = idCart === null ? [] : await readRules(db, idCart);
  const cart =
    idCart === null
      ? undefined
      : await db.selectFrom('cart').selectAll().where('id_cart', '=', idCart).executeTakeFirst();
  if (!cart)
    return {
      ...presentEmpty(lang, 0),
      ...changes,
      _totals: { products: 0, discounts: 0, shipping: null, total: 0, weight: 0, freeShipping: false },
      _reconcile: { stale: false, revision: 0, stamped: [] },
    };
  const stored = parseNotes(cart.notes);
  const productIds = new Set([
    ...rows.map((row) => row.id_product),
    ...stored.flatMap((note) => ('id_product' in note ? [note.id_product] : [])),
  ]);
  // What the rest reads is known from the lines and the cart row: asked at once rather than one after the other (each
  // statement waits for a connection of the pool, and under load that wait was most of a cart read's time).
  const [factList, lineCountry] = await Promise.all([
    loadFacts(db, ref, lang, { productIds: [...productIds] }),
    rows.length ? deliveryCountry(ctx, cart.id_address_delivery) : null,
  ]);
  const facts = new Map(factList.map((f) => [f.id, f]));
  const plan = planReconcile(rows, rules, facts, (combo) => combo.quantity);
  const stamped = stored.map((note) => describeNote(note, facts));
  const errors = [...stamped.map((s) => s.error), ...changes.errors];
  const notes = [...stamped.map((s) => s.note), ...changes.notes];
  // Cents of each brand's products, for the brand shipping rules.
  const brandTotals = new Map<number, number>();
  const products: CartProduct[] = [];
  const productsTotal = plan.productsTotal;
  let weight = 0;
  for (const { product: p, combo, limit, quantity } of plan.lines) {
    const { price, regular } = comboPrice(p, combo.impact);
    const attributes = combo.attributes.map((id) => {
      const a = ref.attributes.get(id);
      return { group: (a && ref.groups.get(a.group)?.names[lang]) ?? '', name: a?.names[lang] ?? '' };
    });
    brandTotals.set(p.idManufacturer, (brandTotals.get(p.idManufacturer) ?? 0) + price * quantity);
    weight += p.weight * quantity;
    products.push({
      id_product: p.id,
      id_product_attribute: combo.id,
      cart_quantity: quantity,
      name: p.name,
      link_rewrite: p.linkRewrite,
      link: productLink(lang, p.id, p.linkRewrite),
      reference: p.reference,
      image_url: coverFor(
        p.images,
        combo,
        { lang, ref, publicBase: ctx.config.publicBase, homeCountry: ctx.config.shop.countryIso },
        p.id,
      ).url,
      attributes_small: attributes.map((a) => a.name).join(', '),
      attributes,
      price_wt: euros(price),
      total_wt: euros(price * quantity),
      regular_price_wt: euros(regular),
      price: formatPrice(price, lang),
      total: formatPrice(price * quantity, lang),
      regular_price: formatPrice(regular, lang),
      has_discount: price < regular,
      stock_quantity: combo.quantity,
      quantity_limit: limit,
    });
  }
  const valid = plan.rules;
  const reductions = voucherReductions(valid, productsTotal);
  const discounts = [...reductions.values()].reduce((a, b) => a + b, 0);
  const voucherFree = valid.some((r) => r.free_shipping === 1);
  let freeShipping = voucherFree;
  let shipping: number | null = null;
  let estimate: ShippingEstimate | null = null;
  if (products.length) {
    const country = lineCountry ?? (await deliveryCountry(ctx, cart.id_address_delivery));
    const options = carrierOptions(ref.shipping, country.id_country, weight, productsTotal);
    const byBrand = brandRules(ref.shipping, country.id_zone);
    freeShipping = voucherFree || brandRuleMet(byBrand, brandTotals);
    // Until a carrier is chosen, the cart shows the first carrier's price as the estimate.
    const option = options.find((o) => o.id_carrier === cart.id_carrier) ?? options[0];
    shipping = option ? (freeShipping ? 0 : option.price) : null;
    const thresholdMet = option?.free_from != null && productsTotal >= option.free_from;
    estimate = {
      country: { id_country: country.id_country, iso_code: country.iso_code, name: country.names[lang] ?? '' },
      free_from: option?.free_from == null ? null : euros(option.free_from),
      brands: byBrand
        .filter((rule) => brandTotals.has(rule.id_manufacturer))
        .map((rule) => ({
          id_manufacturer: rule.id_manufacturer,
          name: ref.brands.get(rule.id_manufacturer)?.name ?? '',
          free_from: euros(rule.free_from),
          products_total: euros(brandTotals.get(rule.id_manufacturer) ?? 0),
        })),
      free_because: voucherFree ? 'voucher' : freeShipping ? 'brand' : thresholdMet ? 'threshold' : null,
    };
  }
  const total = Math.max(0, productsTotal - discounts) + (shipping ?? 0);
  const tax = taxIncluded(total);
  const shippingAmount =
    shipping === null
      ? null
      : {
          ...amount('shipping', label('shipping', lang), shipping, lang),
          ...(shipping === 0 ? { value: label('free', lang) } : {}),
        };
  return {
    id_cart: cart.id_cart,
    products,
    products_count: products.reduce((n, p) => n + p.cart_quantity, 0),
    subtotals: {
      products: amount('products', label('subtotal', lang), productsTotal, lang),
      discounts: discounts ? amount('discount', label('discounts', lang), discounts, lang) : null,
      shipping: shippingAmount,
      tax: total ? amount('tax', label('tax', lang), tax, lang) : null,
    },
    totals: {
      total: amount('total', label('total', lang), total, lang),
      total_including_tax: amount('total', label('totalInclTax', lang), total, lang),
      total_excluding_tax: amount('total', label('totalExclTax', lang), total - tax, lang),
    },
    vouchers: {
      allowed: true,
      added: valid.map((r) => {
        const names = JSON.parse(r.names) as Record<string, string>;
        return {
          id_cart_rule: r.id_cart_rule,
          name: names[lang] ?? r.code,
          code: r.code,
          reduction_percent: r.reduction_percent,
          reduction_amount: euros(r.reduction_amount),
          free_shipping: r.free_shipping === 1,
          reduction_formatted:
            r.free_shipping === 1 && !reductions.get(r.id_cart_rule)
              ? label('free', lang)
              : `-${formatPrice(reductions.get(r.id_cart_rule) ?? 0, lang)}`,
        };
      }),
    },
    errors,
    notes,
    shipping_estimate: estimate,
    id_address_delivery: cart.id_address_delivery,
    id_address_invoice: cart.id_address_invoice,
    id_carrier: cart.id_carrier,
    delivery_message: cart.delivery_message,
    _totals: { products: productsTotal, discounts, shipping, total, weight, freeShipping },
    _reconcile: { stale: plan.changes.length > 0, revision: cart.revision, stamped },
  };
}

/** The cart as it goes on the wire (without what only the api uses: the fields starting with `_`). */
export function wireCart(cart: Cart): Cart {
  return Object.fromEntries(Object.entries(cart).filter(([key]) => !key.startsWith('_'))) as unknown as Cart;
}
