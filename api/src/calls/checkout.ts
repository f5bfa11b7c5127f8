/** Checkout calls: addresses and invoice data, carriers, delivery message, gateways. */
import {
  addOrEditDeliveryMessageRequest,
  getCarriersRequest,
  getCheckoutRequest,
  getDeliveryMessageRequest,
  getGatewaysRequest,
  updateCheckoutAddressRequest,
  updateCheckoutCarrierRequest,
  type Cart,
  type Carrier,
  type CheckoutData,
  type DeliveryMessage,
  type Gateway,
} from '@storefront/shared/schemas';
import { defineCall, type CallContext } from '../http/call.ts';
import { badRequest, notFound } from '../errors.ts';
import {
  addressCountryId,
  ownedAddressId,
  sameAddressOf,
  saveAddress,
  validateAddress,
  type AddressValues,
  type ValidAddress,
} from '../domain/addresses.ts';
import { wireCart } from '../domain/cart-present.ts';
import { readCart } from '../domain/cart-read.ts';
import { carriersFor, checkoutData, checkoutOwner, validateInvoice } from '../domain/checkout.ts';
import { touchCart } from '../domain/cart-store.ts';
import { cartGuestEmail, deliveryMessage, setCheckoutFields, setDeliveryMessage } from '../domain/checkout-store.ts';
import { gateways } from '../domain/payments.ts';

async function cartWithProducts(ctx: CallContext): Promise<number> {
  const { idCart } = await checkoutOwner(ctx, false);
  if (idCart === null) throw notFound('No products in the cart', 302);
  return idCart;
}

export const getCheckout = defineCall({
  name: 'getCheckout',
  schema: getCheckoutRequest,
  handler: (ctx): Promise<CheckoutData> => checkoutData(ctx),
});

/** An address of the checkout: one of the shopper's (its id, owned) or a new one, checked and not yet saved. */
type CheckedAddress = { id: number } | { values: ValidAddress };

export const updateCheckoutAddress = defineCall({
  name: 'updateCheckoutAddress',
  schema: updateCheckoutAddressRequest,
  async handler(ctx, input): Promise<CheckoutData> {
    const idCart = await cartWithProducts(ctx);
    const { owner } = await checkoutOwner(ctx, false);
    if (owner.id_customer === null && !input.email && !(await cartGuestEmail(ctx.db, idCart)))
      throw badRequest('email: is required for guest checkout');
    // Everything is checked before anything is saved: a refused invoice or address leaves no new address behind (a
    // shopper correcting a VAT number would otherwise add an address to the book with every try).
    const checked = async (id: number | undefined, address: AddressValues | undefined): Promise<CheckedAddress> =>
      id !== undefined
        ? { id: await ownedAddressId(ctx.db, owner, id) }
        : { values: await validateAddress(ctx, address as AddressValues) };
    const delivery = await checked(input.id_address_delivery, input.delivery as AddressValues | undefined);
    const billing = input.billing_same_as_shipping
      ? delivery
      : await checked(input.id_address_invoice, input.invoice_address as AddressValues | undefined);
    const billingCountry = 'id' in billing ? await addressCountryId(ctx.db, billing.id) : billing.values.id_country;
    const invoice = await validateInvoice(ctx, billingCountry, input.invoice);
    const save = async (address: CheckedAddress) =>
      'id' in address
        ? address.id
        : ((await sameAddressOf(ctx.db, owner, address.values)) ?? saveAddress(ctx.db, owner, address.values));
    const idDelivery = await save(delivery);
    const idInvoice = billing === delivery ? idDelivery : await save(billing);
    await setCheckoutFields(ctx.db, idCart, {
      id_address_delivery: idDelivery,
      id_address_invoice: idInvoice,
      invoice,
      ...(owner.id_customer === null && input.email ? { guest_email: input.email } : {}),
    });
    // A carrier that does not serve the new destination is dropped, so shipping is recalculated.
    const carriers = await carriersFor(ctx, idCart);
    if (!carriers.some((c) => c.selected)) await setCheckoutFields(ctx.db, idCart, { id_carrier: null });
    await touchCart(ctx, idCart);
    return checkoutData(ctx);
  },
});

export const getCarriers = defineCall({
  name: 'getCarriers',
  schema: getCarriersRequest,
  handler: async (ctx): Promise<Carrier[]> => carriersFor(ctx, (await checkoutOwner(ctx, false)).idCart),
});

export const updateCheckoutCarrier = defineCall({
  name: 'updateCheckoutCarrier',
  schema: updateCheckoutCarrierRequest,
  async handler(ctx, input): Promise<Cart> {
    const idCart = await cartWithProducts(ctx);
    const carriers = await carriersFor(ctx, idCart);
    if (!carriers.some((c) => c.id_carrier === input.id_carrier))
      throw badRequest('This carrier does not deliver to the delivery address', 302);
    await setCheckoutFields(ctx.db, idCart, { id_carrier: input.id_carrier });
    return wireCart(await readCart(ctx, idCart));
  },
});

export const addOrEditDeliveryMessage = defineCall({
  name: 'addOrEditDeliveryMessage',
  schema: addOrEditDeliveryMessageRequest,
  async handler(ctx, input): Promise<DeliveryMessage> {
    const idCart = await cartWithProducts(ctx);
    await setDeliveryMessage(ctx.db, idCart, input.message);
    return { message: input.message };
  },
});

export const getDeliveryMessage = defineCall({
  name: 'getDeliveryMessage',
  method: 'GET',
  schema: getDeliveryMessageRequest,
  async handler(ctx): Promise<DeliveryMessage> {
    const { idCart } = await checkoutOwner(ctx, false);
    return { message: idCart === null ? '' : await deliveryMessage(ctx.db, idCart) };
  },
});

export const getGateways = defineCall({
  name: 'getGateways',
  schema: getGatewaysRequest,
  handler: async (ctx): Promise<Gateway[]> => gateways(ctx.lang),
});

export const checkoutCalls = [
  getCheckout,
  updateCheckoutAddress,
  getCarriers,
  updateCheckoutCarrier,
  addOrEditDeliveryMessage,
  getDeliveryMessage,
  getGateways,
];
