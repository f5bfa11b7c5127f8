/** Builders for checkout tests: a cart with products, an Italian address, a ready-to-pay checkout. */
import type { AddressInput, Cart, CheckoutData, ProductDetail } from '@storefront/shared/schemas';
import { randomUUID } from 'node:crypto';
import { Shopper } from './server.ts';

export const milano: AddressInput = {
  alias: 'Casa',
  firstname: 'Mario',
  lastname: 'Rossi',
  address1: 'Via Dante',
  house_number: '7',
  postcode: '20121',
  city: 'Milano',
  id_country: 1,
  id_state: 14,
  phone: '+39 02 555 1234',
};
export const berlin: AddressInput = {
  alias: 'Büro',
  firstname: 'Lena',
  lastname: 'Schmidt',
  address1: 'Torstraße',
  house_number: '1',
  postcode: '10119',
  city: 'Berlin',
  id_country: 12,
};

export const newKey = () => `test-${randomUUID()}`;

/** A shopper with `qty` units of the first combination that has that much stock (from product `from` on). */
export async function shopperWithCart(
  base: string,
  qty = 1,
  from = 1,
  lang = 'en',
): Promise<{ shopper: Shopper; cart: Cart; product: ProductDetail; combo: number }> {
  const shopper = new Shopper(base, lang);
  for (let id = from; id < 169; id++) {
    const product = await shopper.ok<ProductDetail>('getProduct', { product_id: id });
    const combo = product.combinations.find((c) => c.quantity >= qty + 1);
    if (combo) {
      const cart = await shopper.ok<Cart>('createCartItem', {
        id_product: id,
        id_product_attribute: combo.id_product_attribute,
        qty,
      });
      return { shopper, cart, product, combo: combo.id_product_attribute };
    }
  }
  throw new Error('no stock');
}

/** A guest with a cart, an Italian address and the Standard carrier: ready for createOrder. */
export async function readyGuest(base: string, lang = 'en') {
  const setup = await shopperWithCart(base, 1, 1, lang);
  await setup.shopper.ok<CheckoutData>('updateCheckoutAddress', {
    email: `guest-${randomUUID()}@example.com`,
    delivery: milano,
  });
  await setup.shopper.ok<Cart>('updateCheckoutCarrier', { id_carrier: 1 });
  return setup;
}
