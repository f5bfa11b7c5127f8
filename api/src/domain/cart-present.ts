/**
 * Presents the whole cart (PrestaShop CartPresenter names). Reading the cart also reconciles it with the shop:
 * lines above the current stock are lowered, sold-out lines and vouchers that no longer apply are removed, and each
 * change is reported in `errors`, so what the shopper sees is always what can be ordered.
 */
import {
  CART_LINE_LIMIT,
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
import { comboPrice, loadFacts } from './product-facts.ts';
import { coverFor, loadImages } from './product-presenter.ts';
import { deliveryCountry } from './delivery-country.ts';
import { brandRuleMet, brandRules, carrierOptions } from './shipping.ts';
import { voucherProblem, voucherReason, voucherReductions } from './vouchers.ts';

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

export async function presentCart(
  ctx: ShopContext,
  idCart: number | null,
  changes: { errors: string[]; notes: CartNote[] } = { errors: [], notes: [] },
): Promise<Cart & { _totals: CartTotals }> {
  const { db, lang, ref } = ctx;
  const cart =
    idCart === null
      ? undefined
      : await db.selectFrom('cart').selectAll().where('id_cart', '=', idCart).executeTakeFirst();
  if (!cart)
    return {
      ...presentEmpty(lang, 0),
      ...changes,
      _totals: { products: 0, discounts: 0, shipping: null, total: 0, weight: 0, freeShipping: false },
    };
  const errors = [...changes.errors];
  const notes = [...changes.notes];
  // Cents of each brand's products, for the brand shipping rules.
  const brandTotals = new Map<number, number>();
  const lines = await db
    .selectFrom('cart_product')
    .selectAll()
    .where('id_cart', '=', cart.id_cart)
    .orderBy('date_add')
    .execute();
  const facts = new Map(
    (await loadFacts(db, ref, lang, { productIds: [...new Set(lines.map((l) => l.id_product))] })).map((f) => [
      f.id,
      f,
    ]),
  );
  const images = await loadImages(db, [...facts.keys()]);
  const products: CartProduct[] = [];
  let productsTotal = 0;
  let weight = 0;
  for (const line of lines) {
    const p = facts.get(line.id_product);
    const combo = p?.combos.find((c) => c.id === line.id_product_attribute);
    const limit = Math.min(combo?.quantity ?? 0, CART_LINE_LIMIT);
    if (!p || !combo || limit === 0) {
      await db
        .deleteFrom('cart_product')
        .where('id_cart', '=', cart.id_cart)
        .where('id_product_attribute', '=', line.id_product_attribute)
        .execute();
      errors.push(`${p?.name ?? 'A product'} is no longer available and was removed from your cart.`);
      notes.push({ type: 'sold-out', name: p?.name ?? '' });
      continue;
    }
    let quantity = line.quantity;
    if (quantity > limit) {
      quantity = limit;
      await db
        .updateTable('cart_product')
        .set({ quantity })
        .where('id_cart', '=', cart.id_cart)
        .where('id_product_attribute', '=', line.id_product_attribute)
        .execute();
      errors.push(`Only ${limit} of ${p.name} can be ordered; the quantity was lowered.`);
      notes.push({ type: 'quantity-lowered', name: p.name, quantity: limit });
    }
    const { price, regular } = comboPrice(p, combo.impact);
    const attributes = combo.attributes.map((id) => {
      const a = ref.attributes.get(id);
      return { group: (a && ref.groups.get(a.group)?.names[lang]) ?? '', name: a?.names[lang] ?? '' };
    });
    productsTotal += price * quantity;
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
        images.get(p.id) ?? [],
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
  const rules = await db
    .selectFrom('cart_cart_rule as ccr')
    .innerJoin('cart_rule as r', 'r.id_cart_rule', 'ccr.id_cart_rule')
    .selectAll('r')
    .where('ccr.id_cart', '=', cart.id_cart)
    .orderBy('r.id_cart_rule')
    .execute();
  const valid = [];
  for (const rule of rules) {
    const reason = voucherReason(rule, productsTotal);
    const problem = voucherProblem(rule, productsTotal);
    if (reason === null || problem === null) valid.push(rule);
    else {
      await db
        .deleteFrom('cart_cart_rule')
        .where('id_cart', '=', cart.id_cart)
        .where('id_cart_rule', '=', rule.id_cart_rule)
        .execute();
      errors.push(`The voucher ${rule.code} was removed: ${problem}`);
      notes.push({
        type: 'voucher-removed',
        code: rule.code,
        reason,
        ...(reason === 'minimum' ? { minimum: euros(rule.minimum_amount) } : {}),
      });
    }
  }
  const reductions = voucherReductions(valid, productsTotal);
  const discounts = [...reductions.values()].reduce((a, b) => a + b, 0);
  const voucherFree = valid.some((r) => r.free_shipping === 1);
  let freeShipping = voucherFree;
  let shipping: number | null = null;
  let estimate: ShippingEstimate | null = null;
  if (products.length) {
    const country = await deliveryCountry(ctx, cart.id_address_delivery);
    const options = await carrierOptions(db, country.id_country, weight, productsTotal);
    const byBrand = await brandRules(db, country.id_zone);
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
  };
}

/** The cart as it goes on the wire (without the internal totals in cents). */
export function wireCart(cart: Cart & { _totals?: CartTotals }): Cart {
  const { _totals, ...wire } = cart;
  void _totals;
  return wire;
}
