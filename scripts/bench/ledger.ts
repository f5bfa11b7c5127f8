/**
 * The faults bench's ledger: after the shoppers stop, the shop's PostgreSQL database must say that no card was charged
 * without its order nor an order marked paid without its charge (ADR 0106), and that stock is exactly what it was
 * before the shoppers, less what the orders that still hold it (paid or awaiting payment) took.
 */
import { Client } from 'pg';

/** Order states that give their stock back (order-states.ts: the failed outcomes). */
const releasedStates = ['payment_error', 'cancelled', 'refunded'];
/** Order states that say the order was paid (order-states.ts: `paid: true`). */
const paidStates = ['payment_accepted', 'processing', 'shipped', 'delivered'];

export type Stock = Map<number, number>;

export interface LedgerCheck {
  charges: number;
  ordersPaidByCard: number;
  /** Approved charges whose key has no order, or more than one. */
  chargesWithoutOneOrder: string[];
  /** Card orders in a paid state with no approved charge for their key. */
  paidWithoutCharge: string[];
  /** Card orders still awaiting payment (settled by housekeeping later: counted, not a fault). */
  awaitingPayment: number;
  /** Combinations whose stock is not the start less what holding orders took. */
  stockMismatches: string[];
}

const withClient = async <T>(url: string, run: (client: Client) => Promise<T>): Promise<T> => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/** Every combination's stock now. */
export const readStock = (url: string): Promise<Stock> =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ id: number; quantity: number }>(
      'SELECT id_product_attribute AS id, quantity FROM product_attribute',
    );
    return new Map(rows.map((row) => [Number(row.id), Number(row.quantity)]));
  });

/** The ledger against the stock read before the shoppers started (no order existed before then but the seed's). */
export const checkLedger = (url: string, before: Stock, ordersBefore: number): Promise<LedgerCheck> =>
  withClient(url, async (client) => {
    const charges = await client.query<{ key: string; orders: string }>(
      `SELECT c.idempotency_key AS key, count(o.id_order) AS orders
         FROM payment_charge c LEFT JOIN orders o ON o.idempotency_key = c.idempotency_key
        WHERE c.outcome = 'approved' GROUP BY c.idempotency_key`,
    );
    const paid = await client.query<{ reference: string; charged: string }>(
      `SELECT o.reference, count(c.idempotency_key) AS charged
         FROM orders o LEFT JOIN payment_charge c ON c.idempotency_key = o.idempotency_key AND c.outcome = 'approved'
        WHERE o.module = 'creditcard' AND o.current_state = ANY($1) AND o.id_order > $2 GROUP BY o.reference`,
      // The seed's demo orders were never charged by the simulated provider: only the shoppers' orders count.
      [paidStates, ordersBefore],
    );
    const awaiting = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM orders WHERE module = 'creditcard' AND current_state = 'awaiting_payment'`,
    );
    const taken = await client.query<{ id: number; quantity: string }>(
      `SELECT d.id_product_attribute AS id, sum(d.quantity) AS quantity
         FROM order_detail d JOIN orders o ON o.id_order = d.id_order
        WHERE o.id_order > $1 AND NOT (o.current_state = ANY($2)) GROUP BY d.id_product_attribute`,
      [ordersBefore, releasedStates],
    );
    const now = await readStock(url);
    const takenBy = new Map(taken.rows.map((row) => [Number(row.id), Number(row.quantity)]));
    const stockMismatches = [...before].flatMap(([id, start]) => {
      const expected = start - (takenBy.get(id) ?? 0);
      const found = now.get(id);
      return found === expected
        ? []
        : [`combination ${id}: ${found} in stock, expected ${start} − ${takenBy.get(id) ?? 0}`];
    });
    return {
      charges: charges.rows.length,
      ordersPaidByCard: paid.rows.length,
      chargesWithoutOneOrder: charges.rows
        .filter((row) => Number(row.orders) !== 1)
        .map((row) => `${row.key}: ${row.orders} orders`),
      paidWithoutCharge: paid.rows.filter((row) => Number(row.charged) !== 1).map((row) => row.reference),
      awaitingPayment: Number(awaiting.rows[0]?.n ?? 0),
      stockMismatches,
    };
  });

/** The highest order id now: orders after it are the shoppers'. */
export const lastOrderId = (url: string): Promise<number> =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ id: number | null }>('SELECT max(id_order) AS id FROM orders');
    return Number(rows[0]?.id ?? 0);
  });

export const ledgerExact = (check: LedgerCheck): boolean =>
  check.chargesWithoutOneOrder.length === 0 &&
  check.paidWithoutCharge.length === 0 &&
  check.stockMismatches.length === 0;

export function ledgerLines(check: LedgerCheck): string[] {
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
  return [
    `  ledger: ${check.charges} card charges, ${check.ordersPaidByCard} orders paid by card, ${check.awaitingPayment} still awaiting payment`,
    `    charges without exactly one order ${check.chargesWithoutOneOrder.length} ${mark(check.chargesWithoutOneOrder.length === 0)}`,
    `    paid orders without a charge ${check.paidWithoutCharge.length} ${mark(check.paidWithoutCharge.length === 0)}`,
    `    stock equal to the start less holding orders: ${check.stockMismatches.length} mismatches ${mark(check.stockMismatches.length === 0)}`,
    ...[...check.chargesWithoutOneOrder, ...check.paidWithoutCharge, ...check.stockMismatches]
      .slice(0, 10)
      .map((line) => `      ${line}`),
  ];
}
