/** The checkout as one picture (cart, addresses, invoice data, carriers, gateways, what is missing) and its rules. */
import type { Carrier, CheckoutData, InvoiceData, InvoiceRequest } from '@storefront/shared/schemas';
import type { ShopContext } from './shop-context.ts';
import { badRequest } from '../errors.ts';
import { countryOf, presentAddresses, type Owner } from './addresses.ts';
import { wireCart } from './cart-present.ts';
import { readCart } from './cart-read.ts';
import { currentCartId } from './cart-store.ts';
import { readInvoice } from './checkout-store.ts';
import { presentUser } from './customers.ts';
import { label } from './labels.ts';
import { euros, formatPrice, taxIncluded } from './money.ts';
import { gateways } from './payments.ts';
import { carrierOptions } from './shipping.ts';
import { isCodiceFiscale, isSdiCode, normalizeVat } from '@storefront/shared/schemas';
import { deliveryCountry } from './delivery-country.ts';
import { verifyVat } from './vat.ts';

export async function checkoutOwner(
  ctx: ShopContext,
  create: boolean,
): Promise<{ owner: Owner; idCart: number | null }> {
  const idCart = await currentCartId(ctx, create);
  const idCustomer = await ctx.session.customerId();
  return {
    idCart,
    owner: idCustomer !== null ? { id_customer: idCustomer, id_cart: null } : { id_customer: null, id_cart: idCart },
  };
}

/** Invoice data checked against the billing country; returns what is stored on the cart. */
export async function validateInvoice(
  ctx: ShopContext,
  idCountry: number,
  input: InvoiceRequest | undefined,
): Promise<string | null> {
  if (!input?.requested) return null;
  const country = await countryOf(ctx.db, idCountry);
  const data: InvoiceData = {
    requested: true,
    vat_number: input.vat_number ?? '',
    tax_code: (input.tax_code ?? '').toUpperCase(),
    pec: input.pec ?? '',
    sdi: (input.sdi ?? '').toUpperCase(),
    vat_verified: null,
  };
  if (country.is_eu) {
    const vat = normalizeVat(data.vat_number, country.iso_code, country.vat_format);
    if (!vat)
      throw badRequest(`invoice.vat_number: a valid ${country.iso_code} VAT number is required for an invoice`, 306, {
        reason: 'invoice.vatNumber',
        field: 'invoice.vat_number',
      });
    data.vat_number = vat;
    data.vat_verified = await verifyVat(ctx, country, vat, 'invoice.vat_number');
  }
  if (country.iso_code === 'IT') {
    if (!isCodiceFiscale(data.tax_code))
      throw badRequest('invoice.tax_code: a valid tax code (codice fiscale) is required for an Italian invoice', 307, {
        reason: 'invoice.taxCode',
        field: 'invoice.tax_code',
      });
    if (!data.pec && !isSdiCode(data.sdi))
      throw badRequest('invoice: a PEC address or an SDI recipient code is required for an Italian invoice', 308, {
        reason: 'invoice.pecOrSdi',
      });
  }
  return JSON.stringify(data);
}

export async function carriersFor(ctx: ShopContext, idCart: number | null): Promise<Carrier[]> {
  const cart = await readCart(ctx, idCart);
  const row =
    idCart === null
      ? undefined
      : await ctx.db
          .selectFrom('cart')
          .select(['id_address_delivery', 'id_carrier'])
          .where('id_cart', '=', idCart)
          .executeTakeFirst();
  const country = await deliveryCountry(ctx, row?.id_address_delivery ?? null);
  const options = carrierOptions(ctx.ref.shipping, country.id_country, cart._totals.weight, cart._totals.products);
  return options.map((o) => {
    const price = cart._totals.freeShipping ? 0 : o.price;
    return {
      id_carrier: o.id_carrier,
      name: o.name,
      delay: o.delay[ctx.lang] ?? o.delay.en ?? '',
      price: price === 0 ? label('free', ctx.lang) : formatPrice(price, ctx.lang),
      price_with_tax: euros(price),
      price_without_tax: euros(price - taxIncluded(price)),
      is_free: price === 0,
      is_pickup: o.is_pickup,
      selected: o.id_carrier === row?.id_carrier,
    };
  });
}

export async function checkoutData(ctx: ShopContext): Promise<CheckoutData> {
  const { owner, idCart } = await checkoutOwner(ctx, false);
  const cart = await readCart(ctx, idCart);
  const row =
    idCart === null
      ? undefined
      : await ctx.db.selectFrom('cart').selectAll().where('id_cart', '=', idCart).executeTakeFirst();
  const customer =
    owner.id_customer === null
      ? undefined
      : await ctx.db.selectFrom('customer').selectAll().where('id_customer', '=', owner.id_customer).executeTakeFirst();
  const addresses =
    owner.id_customer !== null
      ? await presentAddresses(ctx.db, ctx.lang, { id_customer: owner.id_customer })
      : idCart === null
        ? []
        : await presentAddresses(ctx.db, ctx.lang, {
            ids: (
              await ctx.db
                .selectFrom('address')
                .select('id_address')
                .where('id_cart', '=', idCart)
                .where('id_customer', 'is', null)
                .execute()
            ).map((a) => a.id_address),
          });
  const [delivery] = row?.id_address_delivery
    ? await presentAddresses(ctx.db, ctx.lang, { ids: [row.id_address_delivery] })
    : [];
  const [invoiceAddress] = row?.id_address_invoice
    ? await presentAddresses(ctx.db, ctx.lang, { ids: [row.id_address_invoice] })
    : [];
  const carriers = await carriersFor(ctx, idCart);
  const email = customer?.email ?? row?.guest_email ?? null;
  const missing = [
    ...(cart.products.length ? [] : ['products']),
    ...(email ? [] : ['email']),
    ...(delivery ? [] : ['address']),
    ...(carriers.some((c) => c.selected) ? [] : ['carrier']),
  ];
  return {
    cart: wireCart(cart),
    customer: customer ? presentUser(customer) : null,
    email,
    addresses,
    delivery_address: delivery ?? null,
    invoice_address: invoiceAddress ?? null,
    billing_same_as_shipping: !row || row.id_address_delivery === row.id_address_invoice,
    invoice: readInvoice(row?.invoice ?? null),
    carriers,
    delivery_message: row?.delivery_message ?? '',
    gateways: gateways(ctx.lang),
    missing,
  };
}
