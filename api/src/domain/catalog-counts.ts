/** Product counts per category subtree and per brand. */
import type { Db } from '../db/database.ts';

export async function productCountIn(db: Db, categoryIds: number[]): Promise<number> {
  const count = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_category_default', 'in', categoryIds)
    .executeTakeFirst();
  return Number(count?.n ?? 0);
}

export async function productCountsByBrand(db: Db): Promise<Map<number, number>> {
  const counts = await db
    .selectFrom('product')
    .select(['id_manufacturer', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('id_manufacturer')
    .execute();
  return new Map(counts.map((c) => [c.id_manufacturer, Number(c.n)]));
}
