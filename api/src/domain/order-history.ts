/** A customer's orders page by page, order preferences (notifications, feedback), and return requests. */
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { OrderReturnTable } from '../db/types.ts';

/** One page of the customer's orders, newest first, with the number of items in each, and the total count. */
export async function customerOrders(db: Db, idCustomer: number, page: number, perPage: number) {
  const total = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_customer', '=', idCustomer)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('order_detail as d', 'd.id_order', 'o.id_order')
    .select([
      'o.id_order',
      'o.reference',
      'o.date_add',
      'o.current_state',
      'o.total_paid',
      'o.payment',
      'o.carrier_name',
      (eb) => eb.fn.sum<number>('d.quantity').as('items'),
    ])
    .where('o.id_customer', '=', idCustomer)
    .groupBy('o.id_order')
    .orderBy('o.date_add', 'desc')
    .orderBy('o.id_order', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { count: Number(total?.n ?? 0), rows };
}

export async function updateOrderPreferences(
  db: Db,
  idOrder: number,
  changes: { notifications?: number; feedback?: string },
): Promise<void> {
  if (!Object.keys(changes).length) return;
  await db
    .updateTable('orders')
    .set({ ...changes, date_upd: new Date().toISOString() })
    .where('id_order', '=', idOrder)
    .execute();
}

export async function storeReturnRequest(db: Db, request: Insertable<OrderReturnTable>): Promise<void> {
  await db.insertInto('order_return').values(request).execute();
}
