/** The checkout fields kept on an open cart: addresses, invoice data, guest email, carrier, delivery message. */
import type { InvoiceData } from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';
import type { CartTable } from '../db/types.ts';

type CheckoutFields = Partial<
  Pick<CartTable, 'id_address_delivery' | 'id_address_invoice' | 'invoice' | 'guest_email' | 'id_carrier'>
>;

export async function cartGuestEmail(db: Db, idCart: number): Promise<string | null> {
  const cart = await db
    .selectFrom('cart')
    .select('guest_email')
    .where('id_cart', '=', idCart)
    .executeTakeFirstOrThrow();
  return cart.guest_email;
}

export async function setCheckoutFields(db: Db, idCart: number, fields: CheckoutFields): Promise<void> {
  await db.updateTable('cart').set(fields).where('id_cart', '=', idCart).execute();
}

export async function deliveryMessage(db: Db, idCart: number): Promise<string> {
  const row = await db.selectFrom('cart').select('delivery_message').where('id_cart', '=', idCart).executeTakeFirst();
  return row?.delivery_message ?? '';
}

export async function setDeliveryMessage(db: Db, idCart: number, message: string): Promise<void> {
  await db.updateTable('cart').set({ delivery_message: message }).where('id_cart', '=', idCart).execute();
}

/** Stored invoice data (a cart's or an order's); kept before VIES was asked, it says "not asked". */
export function readInvoice(stored: string | null): InvoiceData | null {
  if (!stored) return null;
  const data = JSON.parse(stored) as Omit<InvoiceData, 'vat_verified'> & { vat_verified?: boolean | null };
  return { ...data, vat_verified: data.vat_verified ?? null };
}
