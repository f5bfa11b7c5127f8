/** The demo customer (documented in api/README.md) with an address and a delivered order. */
import type { Db } from '../db/database.ts';
import { newToken } from '../domain/ids.ts';
import { presentAddresses } from '../domain/addresses.ts';
import { hashPassword } from '../domain/password.ts';

export const DEMO_EMAIL = 'demo@sartorianova.example';
export const DEMO_PASSWORD = 'Demo1234!';
const DAY = 86_400_000;

export async function seedDemoCustomer(db: Db, now: number): Promise<void> {
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const { id_customer } = await db
    .insertInto('customer')
    .values({
      email: DEMO_EMAIL,
      passwd: await hashPassword(DEMO_PASSWORD),
      firstname: 'Giulia',
      lastname: 'Bianchi',
      id_gender: 2,
      birthday: '1990-04-12',
      newsletter: 1,
      optin: 0,
      is_guest: 0,
      date_add: iso(200),
      date_upd: iso(200),
    })
    .returning('id_customer')
    .executeTakeFirstOrThrow();
  // Her newsletter flag mirrors a confirmed subscription, as every customer's does.
  await db
    .insertInto('newsletter')
    .values({
      email: DEMO_EMAIL,
      sections: JSON.stringify(['home', 'women']),
      lang: 'it',
      code_hash: null,
      code_expires: null,
      confirmed: 1,
      date_add: iso(200),
      date_upd: iso(200),
    })
    .execute();
  const address = {
    id_customer,
    id_cart: null,
    id_country: 1,
    id_state: 14 /* Milano */,
    alias: 'Casa',
    company: '',
    firstname: 'Giulia',
    lastname: 'Bianchi',
    address1: 'Via Roma',
    house_number: '12',
    address2: '',
    postcode: '20121',
    city: 'Milano',
    phone: '+39 333 123 4567',
    vat_number: '',
    dni: '',
    id_gender: 2,
    date_add: iso(200),
    date_upd: iso(200),
  };
  const { id_address } = await db
    .insertInto('address')
    .values(address)
    .returning('id_address')
    .executeTakeFirstOrThrow();
  const { id_cart } = await db
    .insertInto('cart')
    .values({
      id_customer,
      id_address_delivery: id_address,
      id_address_invoice: id_address,
      id_carrier: 1,
      guest_email: null,
      invoice: null,
      id_order: null,
      date_add: iso(6),
      date_upd: iso(6),
    })
    .returning('id_cart')
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('product_attribute as pa')
    .innerJoin('product as p', 'p.id_product', 'pa.id_product')
    .innerJoin('product_lang as pl', (j) => j.onRef('pl.id_product', '=', 'p.id_product').on('pl.lang', '=', 'it'))
    .select(['p.id_product', 'pa.id_product_attribute', 'pl.name', 'pa.reference', 'p.price'])
    .where('p.id_product', 'in', [1, 23])
    .where('pa.default_on', '=', 1)
    .execute();
  const totalProducts = lines.reduce((sum, l) => sum + l.price, 0);
  // Orders keep the address as presented when ordered, as createOrder does.
  const snapshot = JSON.stringify((await presentAddresses(db, 'it', { ids: [id_address] }))[0]);
  const { id_order } = await db
    .insertInto('orders')
    .values({
      reference: 'DEMOORDER',
      secure_key: newToken(24),
      idempotency_key: `seed-${newToken(8)}`,
      id_customer,
      id_cart,
      email: DEMO_EMAIL,
      lang: 'it',
      id_carrier: 1,
      carrier_name: 'Standard',
      module: 'creditcard',
      payment: 'Credit card',
      total_products_wt: totalProducts,
      total_discounts: 0,
      total_shipping: totalProducts >= 15_000 ? 0 : 590,
      total_paid: totalProducts + (totalProducts >= 15_000 ? 0 : 590),
      total_paid_tax_excl: Math.round((totalProducts + (totalProducts >= 15_000 ? 0 : 590)) / 1.22),
      current_state: 'delivered',
      address_delivery: snapshot,
      address_invoice: snapshot,
      invoice: null,
      delivery_message: 'Citofonare Bianchi',
      vouchers: '[]',
      transaction_id: 'SIM-DEMO-0001',
      notifications: 0,
      feedback: null,
      id_session: null,
      date_add: iso(6),
      date_upd: iso(3),
    })
    .returning('id_order')
    .executeTakeFirstOrThrow();
  await db.updateTable('cart').set({ id_order }).where('id_cart', '=', id_cart).execute();
  await db
    .insertInto('order_detail')
    .values(
      lines.map((l) => ({
        id_order,
        id_product: l.id_product,
        id_product_attribute: l.id_product_attribute,
        product_name: l.name,
        attributes_small: '',
        reference: l.reference,
        quantity: 1,
        unit_price_wt: l.price,
        total_wt: l.price,
      })),
    )
    .execute();
  await db
    .insertInto('order_history')
    .values([
      { id_order, state: 'payment_accepted', date_add: iso(6) },
      { id_order, state: 'processing', date_add: iso(5) },
      { id_order, state: 'shipped', date_add: iso(5) },
      { id_order, state: 'delivered', date_add: iso(3) },
    ])
    .execute();
}
