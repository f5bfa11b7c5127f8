/**
 * Pages the api serves itself: the simulated redirect-payment pages (approve, pending, fail, cancel → back to
 * `${SHOP_PUBLIC_URL}/{lang}/checkout/success|validate|failed`).
 */
import type { LanguageCode } from '@storefront/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { Mailer } from '../mail/outbox.ts';
import { applyCharge, expireUnpaidOrder, pastPaymentWindow } from '../domain/housekeeping.ts';
import { formatPrice } from '../domain/money.ts';
import { findOwnedOrder, REDIRECT_MODULES, setOrderState, type OrderRow } from '../domain/order-summary.ts';
import { charge, closeCharge, PAYMENT_NAMES } from '../domain/payments.ts';
import type { ReferenceData } from '../domain/reference-data.ts';
import { registerInvoiceRoute } from './invoice.ts';
import { payPage } from './pay-page.ts';

interface PageDeps {
  db: Db;
  ref: ReferenceData;
  config: ApiConfig;
  mail: Mailer;
}

/** The state each answer of the simulated provider moves the order to (pending leaves it waiting). */
const RESULT: Record<string, { state: string | null }> = {
  approve: { state: 'payment_accepted' },
  pending: { state: null },
  fail: { state: 'payment_error' },
  cancel: { state: 'cancelled' },
};

async function orderFor(db: Db, module: string, reference: string, key: string): Promise<OrderRow> {
  const row = await db
    .selectFrom('orders')
    .select('id_order')
    .where('reference', '=', reference)
    .where('module', '=', module)
    .executeTakeFirst();
  if (!row || !REDIRECT_MODULES.includes(module)) throw new ApiError(404, 404, 'order not found');
  return findOwnedOrder(db, row.id_order, { id_customer: null, key });
}

export function registerPageRoutes(app: FastifyInstance, { db, ref, config, mail }: PageDeps): void {
  registerInvoiceRoute(app, db, config);
  app.get<{ Params: { module: string; reference: string }; Querystring: { key?: string } }>(
    '/api/pay/:module/:reference',
    async (request, reply) => {
      const { module, reference } = request.params;
      const key = String(request.query.key ?? '');
      const order = await orderFor(db, module, reference, key);
      const lang = order.lang as LanguageCode;
      const html = payPage({
        lang,
        gateway: `${PAYMENT_NAMES[module as 'paypal']} (sandbox)`,
        reference: order.reference,
        amount: formatPrice(order.total_paid, lang),
        action: `${config.publicBase}/pay/${module}/${reference}`,
        key,
        open:
          order.current_state === 'awaiting_payment' &&
          !pastPaymentWindow(order, config.clock.now(), config.housekeeping.paymentWindowMs),
        shopUrl: `${config.publicUrl}/${lang}`,
      });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(html);
    },
  );

  app.post<{ Params: { module: string; reference: string }; Body: { key?: unknown; action?: unknown } }>(
    '/api/pay/:module/:reference',
    async (request, reply) => {
      const { module, reference } = request.params;
      const body = (request.body ?? {}) as { key?: unknown; action?: unknown };
      const result = RESULT[String(body.action)];
      if (!result) throw new ApiError(400, 301, 'action must be approve, pending, fail or cancel');
      const order = await orderFor(db, module, reference, String(body.key ?? ''));
      // A payment past its window is closed now rather than at housekeeping's next pass: the order is cancelled.
      const now = config.clock.now();
      if (
        order.current_state === 'awaiting_payment' &&
        pastPaymentWindow(order, now, config.housekeeping.paymentWindowMs)
      )
        await expireUnpaidOrder({ db, ref, mail }, order, now);
      // Only an order still waiting for its payment can change; a second click just lands on the current outcome.
      // Approving charges with the order's key; failing or cancelling closes the key first, so an approval that
      // reached the provider a moment before (another tab) is honoured rather than failed over.
      if (order.current_state === 'awaiting_payment' && result.state) {
        const provider =
          result.state === 'payment_accepted'
            ? await charge({ db, faults: config.paymentFaults }, order.idempotency_key, {
                module,
                amount: order.total_paid,
              })
            : await closeCharge(db, order.idempotency_key, module, order.total_paid, now);
        const moved =
          provider.outcome === 'voided' && result.state !== 'payment_accepted'
            ? await setOrderState(db, ref, order, result.state, { now })
            : await applyCharge({ db, ref, mail }, order, provider, now);
        // Another click (maybe on another api instance) decided first: follow the order to where it is now.
        if (!moved) order.current_state = (await orderFor(db, module, reference, String(body.key ?? ''))).current_state;
      }
      const page =
        order.current_state === 'payment_accepted'
          ? 'success'
          : order.current_state === 'awaiting_payment'
            ? 'validate'
            : 'failed';
      const target = `${config.publicUrl}/${order.lang}/checkout/${page}?id_order=${order.id_order}&key=${encodeURIComponent(order.secure_key)}`;
      return reply.code(303).header('location', target).send();
    },
  );
}
