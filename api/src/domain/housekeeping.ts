/**
 * Housekeeping on a schedule inside the api: sessions past their age are deleted, guest carts nobody touched for
 * `guestCartTtlMs` are deleted with their lines, vouchers and guest addresses, and redirect payments not completed
 * within `paymentWindowMs` are cancelled (stock released, the shopper mailed; the validate page shows why through
 * the order's `cancel_reason`), and card payments left unsettled past `cardSettleAfterMs` (the provider's answer was lost,
 * the shopper never tried again) are settled by asking the provider with the order's key (ADR 0106). Every step is a guarded, idempotent statement, so several api instances may run it at
 * once. Kysely only: the same code runs on SQLite and PostgreSQL.
 */
import type { ApiConfig, HousekeepingPolicy } from '../config.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import { SESSION_MAX_AGE_S } from './shop-context.ts';
import type { Mailer } from '../mail/outbox.ts';
import { confirmationMail, REDIRECT_MODULES, setOrderState, type OrderRow } from './order-summary.ts';
import { closeCharge, type Charge } from './payments.ts';
import type { ReferenceData } from './reference-data.ts';

export interface HousekeepingReport {
  sessions: number;
  carts: number;
  /** Adds' keys past the day a retry of them could come in (ADR 0108). */
  cartAdds: number;
  orders: string[];
  /** Card orders whose lost payment answer was settled with the provider (paid, failed or cancelled uncharged). */
  payments: string[];
}

/** Rows handled per statement, so one run never holds the database for long. */
const BATCH = 500;

/** Deletes sessions unused for longer than a session lives (the cookie's own max age). */
async function purgeSessions(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SESSION_MAX_AGE_S * 1000).toISOString();
  const result = await db.deleteFrom('session').where('last_seen', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes guest carts (no customer, no order) untouched since before the cutoff, and what hangs on them. A cart an
 * order was placed from stays, even once a failed or cancelled payment gave it back to the shopper: it and its
 * addresses are that order's record.
 */
const notOrdered = (eb: ExpressionBuilder<DB, 'cart'>) =>
  eb.not(eb.exists(eb.selectFrom('orders').select('orders.id_order').whereRef('orders.id_cart', '=', 'cart.id_cart')));

/** How long an add's key is kept: a retry of the add comes within seconds, a day is far beyond it. */
const CART_ADD_KEY_TTL_MS = 24 * 60 * 60 * 1000;

async function purgeCartAdds(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CART_ADD_KEY_TTL_MS).toISOString();
  const result = await db.deleteFrom('cart_add').where('date_add', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

async function purgeGuestCarts(db: Db, now: Date, ttlMs: number): Promise<number> {
  const cutoff = new Date(now.getTime() - ttlMs).toISOString();
  let purged = 0;
  for (;;) {
    const { found, deleted } = await db.transaction().execute(async (trx) => {
      const ids = (
        await trx
          .selectFrom('cart')
          .select('id_cart')
          .where('id_customer', 'is', null)
          .where('id_order', 'is', null)
          .where('date_upd', '<', cutoff)
          .where(notOrdered)
          .orderBy('id_cart')
          .limit(BATCH)
          .execute()
      ).map((row) => row.id_cart);
      if (ids.length === 0) return { found: 0, deleted: 0 };
      await trx.deleteFrom('cart_product').where('id_cart', 'in', ids).execute();
      await trx.deleteFrom('cart_cart_rule').where('id_cart', 'in', ids).execute();
      await trx.deleteFrom('address').where('id_cart', 'in', ids).where('id_customer', 'is', null).execute();
      await trx.updateTable('session').set({ id_cart: null }).where('id_cart', 'in', ids).execute();
      // Still abandoned at this instant (re-checked here: a shopper may have come back meanwhile).
      const result = await trx
        .deleteFrom('cart')
        .where('id_cart', 'in', ids)
        .where('id_order', 'is', null)
        .where('date_upd', '<', cutoff)
        .where(notOrdered)
        .executeTakeFirst();
      return { found: ids.length, deleted: Number(result.numDeletedRows) };
    });
    purged += deleted;
    if (found < BATCH) return purged;
  }
}

/**
 * Closes one order whose payment did not complete in time: the provider is asked to close the order's key first, so a
 * charge made just before (the shopper approving at the last moment) is honoured and no charge can follow; with no
 * charge the order is cancelled (stock back, `cancel_reason` set, the shopper mailed). False when the order had moved
 * on meanwhile (paid or cancelled by the shopper first).
 */
export async function expireUnpaidOrder(
  deps: { db: Db; ref: ReferenceData; mail: Mailer },
  order: OrderRow,
  now: Date,
): Promise<boolean> {
  const closed = await closeCharge(deps.db, order.idempotency_key, order.module, order.total_paid, now);
  if (closed.outcome !== 'voided') return applyCharge(deps, order, closed, now);
  const moved = await setOrderState(deps.db, deps.ref, order, 'cancelled', {
    cancelReason: 'payment_window_expired',
    now,
  });
  if (moved)
    await deps.mail.send({
      to: order.email,
      kind: 'order-cancelled',
      subject: `Sartoria Nova order ${order.reference} cancelled`,
      body: `The payment of order ${order.reference} was not completed in time, so the order was cancelled and nothing was charged.\n`,
    });
  return moved;
}

/**
 * Moves an order awaiting its payment, by compare-and-set, to what the provider did with its key: paid (the shopper
 * mailed), payment error (stock back, the cart given back), or, for a key closed without a charge, cancelled. False
 * when the order had moved already.
 */
export async function applyCharge(
  deps: { db: Db; ref: ReferenceData; mail: Mailer },
  order: OrderRow,
  charge: Charge,
  now: Date,
): Promise<boolean> {
  if (charge.outcome === 'voided') return expireUnpaidOrder(deps, order, now);
  if (charge.outcome === 'declined') return setOrderState(deps.db, deps.ref, order, 'payment_error', { now });
  const moved = await setOrderState(deps.db, deps.ref, order, 'payment_accepted', {
    transactionId: charge.transaction_id ?? undefined,
    now,
  });
  if (moved) await confirmationMail(deps.mail, order);
  return moved;
}

/** Whether an order awaiting a redirect payment is past its window at `now`. */
export const pastPaymentWindow = (order: Pick<OrderRow, 'date_add'>, now: Date, windowMs: number): boolean =>
  Date.parse(order.date_add) + windowMs < now.getTime();

/**
 * Closes the orders of these payment modules still awaiting their payment `afterMs` after they were written: a
 * redirect payment whose window ran out, a card payment whose answer was lost and never retried. Each is closed with
 * the provider (`expireUnpaidOrder`): paid if a charge reached it, else cancelled.
 */
async function closeUnpaidOrders(
  deps: { db: Db; ref: ReferenceData; mail: Mailer },
  now: Date,
  modules: readonly string[],
  afterMs: number,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - afterMs).toISOString();
  const orders = (await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('current_state', '=', 'awaiting_payment')
    .where('module', 'in', [...modules])
    .where('date_add', '<', cutoff)
    .orderBy('id_order')
    .limit(BATCH)
    .execute()) as OrderRow[];
  const closed: string[] = [];
  for (const order of orders) if (await expireUnpaidOrder(deps, order, now)) closed.push(order.reference);
  return closed;
}

/** One pass over everything that ages. */
export async function runHousekeeping(
  deps: { db: Db; ref: ReferenceData; mail: Mailer },
  policy: HousekeepingPolicy,
  now: Date,
): Promise<HousekeepingReport> {
  return {
    orders: await closeUnpaidOrders(deps, now, REDIRECT_MODULES, policy.paymentWindowMs),
    payments: await closeUnpaidOrders(deps, now, ['creditcard'], policy.cardSettleAfterMs),
    carts: await purgeGuestCarts(deps.db, now, policy.guestCartTtlMs),
    sessions: await purgeSessions(deps.db, now),
    cartAdds: await purgeCartAdds(deps.db, now),
  };
}

export interface HousekeepingLog {
  info(message: string): void;
  error(message: string): void;
}

export interface HousekeepingStatus {
  /** The api's time ("now" of its clock) at which the last pass that finished started, or null before the first. */
  last_run: string | null;
  /** What the last pass that finished did. */
  last_report: HousekeepingReport | null;
}

export interface Housekeeping {
  /** For /api/health: monitors see that housekeeping runs. */
  status(): HousekeepingStatus;
  /** Stops the schedule, waiting for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs housekeeping now and then every `intervalMs`, never two passes at once in this process. A failed pass is
 * logged and tried again at the next tick.
 */
export function scheduleHousekeeping(
  deps: { db: Db; ref: ReferenceData; mail: Mailer },
  config: Pick<ApiConfig, 'housekeeping' | 'clock'>,
  log: HousekeepingLog,
): Housekeeping {
  let running: Promise<void> | null = null;
  const status: HousekeepingStatus = { last_run: null, last_report: null };
  const pass = () => {
    if (running) return;
    const now = config.clock.now();
    running = runHousekeeping(deps, config.housekeeping, now)
      .then(
        (report) => {
          status.last_run = now.toISOString();
          status.last_report = report;
          const listed = (references: string[]) => (references.length ? ` (${references.join(', ')})` : '');
          if (report.sessions || report.carts || report.orders.length || report.payments.length)
            log.info(
              `housekeeping: ${report.sessions} expired sessions deleted, ${report.carts} abandoned guest carts deleted, ` +
                `${report.orders.length} unpaid orders cancelled${listed(report.orders)}, ` +
                `${report.payments.length} card payments settled${listed(report.payments)}`,
            );
        },
        (error: unknown) => log.error(`housekeeping failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, config.housekeeping.intervalMs);
  timer.unref();
  pass();
  return {
    status: () => ({ ...status }),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
