// Pins payment exactly once (ADR 0106) against the real server, its simulated card provider told to lose the answer of
// the first charge of each key made with one card (PAYMENT_DROP_ANSWER_CARD): the same key charges once; a lost answer
// is a 504 to try again, and the retry gets the one order and the one charge; a lost answer nobody retries is settled
// by housekeeping; a key that never reached the provider is voided and its order cancelled, stock back; a decline
// leaves no paid order and the stock back; concurrent attempts with one key make one order and one charge.
import type { CreateOrderData, ProductDetail, ValidateOrderData } from '@storefront/shared/schemas';
import { newKey, readyGuest } from './support/checkout.ts';
import { movableClock } from './support/clock.ts';
import { lastMail, sql } from './support/outbox.ts';
import { Shopper, startApi, type RunningApi } from './support/server.ts';

const LOST_ANSWER_CARD = '5555555555554444';
const MINUTE = 60_000;

let api: RunningApi;
const clock = movableClock();

beforeAll(async () => {
  api = await startApi({
    PAYMENT_DROP_ANSWER_CARD: LOST_ANSWER_CARD,
    API_CLOCK_SHIFT_FILE: clock.file,
    HOUSEKEEPING_INTERVAL_MS: '150',
  });
});
afterAll(async () => {
  await api.stop();
  clock.remove();
});

const card = (number: string) => ({ name: 'Mario Rossi', number, expiry: '12/39', cvv: '123' });
const order = (key: string, number: string) => ({
  idempotency_key: key,
  payment_module: 'creditcard',
  terms_accepted: true,
  card: card(number),
});

const stockOf = async (shopper: Shopper, id: number, combo: number) =>
  (await shopper.ok<ProductDetail>('getProduct', { product_id: id })).combinations.find(
    (c) => c.id_product_attribute === combo,
  )?.quantity;

/** The provider's book and the shop's orders for one key. */
async function ledger(key: string) {
  const charges = await sql<{ outcome: string; transaction_id: string | null }>(
    api.database,
    'SELECT outcome, transaction_id FROM payment_charge WHERE idempotency_key = ?',
    key,
  );
  const orders = await sql<{ current_state: string; transaction_id: string | null }>(
    api.database,
    'SELECT current_state, transaction_id FROM orders WHERE idempotency_key = ?',
    key,
  );
  return { charges, orders };
}

const moveClockAndSweep = (ms: number) => clock.moveAndSweep(api.url, ms, api.output);

test('the same key twice charges once and answers the first order', async () => {
  const { shopper } = await readyGuest(api.url);
  const key = newKey();
  const first = await shopper.ok<CreateOrderData>('createOrder', order(key, '4242424242424242'));
  const again = await shopper.ok<CreateOrderData>('createOrder', order(key, '4242424242424242'));
  expect(again.order.id_order).toBe(first.order.id_order);
  expect(first.order.state).toBe('payment_accepted');
  const { charges, orders } = await ledger(key);
  expect(charges).toHaveLength(1);
  expect(charges[0]?.outcome).toBe('approved');
  expect(orders).toEqual([{ current_state: 'payment_accepted', transaction_id: charges[0]?.transaction_id }]);
});

test('a lost answer is a 504 to try again; the retry gets the one order and the one charge', async () => {
  const { shopper, product, combo } = await readyGuest(api.url);
  const before = await stockOf(shopper, product.id_product, combo);
  const key = newKey();
  const lost = await shopper.call('createOrder', order(key, LOST_ANSWER_CARD));
  expect(lost.status).toBe(504);
  expect(lost.headers.get('retry-after')).toBe('1');
  expect(lost.body).toMatchObject({ success: false, code: 313 });
  expect(lost.body.message).toContain('charged at most once');
  // The card was charged; the order waits, its stock reserved, until the provider is asked.
  expect(await ledger(key)).toMatchObject({
    charges: [{ outcome: 'approved' }],
    orders: [{ current_state: 'awaiting_payment', transaction_id: null }],
  });
  expect(await stockOf(shopper, product.id_product, combo)).toBe((before ?? 0) - 1);

  const retried = await shopper.ok<CreateOrderData>('createOrder', order(key, LOST_ANSWER_CARD));
  expect(retried).toMatchObject({ outcome: 'success', order: { state: 'payment_accepted' } });
  const { charges, orders } = await ledger(key);
  expect(charges).toHaveLength(1);
  expect(orders).toEqual([{ current_state: 'payment_accepted', transaction_id: charges[0]?.transaction_id }]);
  expect(await stockOf(shopper, product.id_product, combo)).toBe((before ?? 0) - 1);
  expect((await lastMail(api.database, retried.order.email))?.subject).toContain(retried.order.reference);
});

test('concurrent attempts with one key make one order and one charge, even when the first answer is lost', async () => {
  const { shopper, product, combo } = await readyGuest(api.url);
  const before = await stockOf(shopper, product.id_product, combo);
  const key = newKey();
  const replies = await Promise.all(
    Array.from({ length: 6 }, () => shopper.call<CreateOrderData>('createOrder', order(key, LOST_ANSWER_CARD))),
  );
  expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 504]);
  const ids = new Set(replies.filter((r) => r.status === 200).map((r) => r.body.psdata.order.id_order));
  expect(ids.size).toBe(1);
  const { charges, orders } = await ledger(key);
  expect(charges).toHaveLength(1);
  expect(orders).toEqual([{ current_state: 'payment_accepted', transaction_id: charges[0]?.transaction_id }]);
  expect(await stockOf(shopper, product.id_product, combo)).toBe((before ?? 0) - 1);
});

test('a declined card leaves no paid order and the stock back; the same key is declined again, never charged', async () => {
  const { shopper, product, combo } = await readyGuest(api.url);
  const before = await stockOf(shopper, product.id_product, combo);
  const key = newKey();
  const declined = await shopper.call('createOrder', order(key, '4000000000000002'));
  expect(declined.status).toBe(402);
  expect(declined.body.message).toBe('Your card was declined.');
  expect(await ledger(key)).toEqual({
    charges: [{ outcome: 'declined', transaction_id: null }],
    orders: [{ current_state: 'payment_error', transaction_id: null }],
  });
  expect(await stockOf(shopper, product.id_product, combo)).toBe(before);
  const again = await shopper.call('createOrder', order(key, '4242424242424242'));
  expect(again.status).toBe(402);
  expect((await ledger(key)).charges).toEqual([{ outcome: 'declined', transaction_id: null }]);
  // The cart is the shopper's again: a new attempt (a new key) pays for it.
  const paid = await shopper.ok<CreateOrderData>('createOrder', order(newKey(), '4242424242424242'));
  expect(paid.order.state).toBe('payment_accepted');
});

// Last: these move the api's clock forward for good.
test('housekeeping settles what nobody retried: a lost answer is paid, a charge that never arrived is voided', async () => {
  // The charge was made, its answer lost, and the shopper left.
  const charged = await readyGuest(api.url);
  const chargedKey = newKey();
  expect((await charged.shopper.call('createOrder', order(chargedKey, LOST_ANSWER_CARD))).status).toBe(504);
  // The order was written but the charge never reached the provider (the process died between the two): staged by
  // taking the charge out of the provider's book.
  const uncharged = await readyGuest(api.url);
  const before = await stockOf(uncharged.shopper, uncharged.product.id_product, uncharged.combo);
  const unchargedKey = newKey();
  expect((await uncharged.shopper.call('createOrder', order(unchargedKey, LOST_ANSWER_CARD))).status).toBe(504);
  await sql(api.database, 'DELETE FROM payment_charge WHERE idempotency_key = ?', unchargedKey);

  // Not before the settling delay (15 minutes by default).
  await moveClockAndSweep(14 * MINUTE);
  expect((await ledger(chargedKey)).orders).toMatchObject([{ current_state: 'awaiting_payment' }]);

  await moveClockAndSweep(16 * MINUTE);
  const paid = await ledger(chargedKey);
  expect(paid.charges).toHaveLength(1);
  expect(paid.orders).toEqual([{ current_state: 'payment_accepted', transaction_id: paid.charges[0]?.transaction_id }]);
  expect(await ledger(unchargedKey)).toEqual({
    charges: [{ outcome: 'voided', transaction_id: null }],
    orders: [{ current_state: 'cancelled', transaction_id: null }],
  });
  expect(await stockOf(uncharged.shopper, uncharged.product.id_product, uncharged.combo)).toBe(before);
  expect(api.output()).toMatch(/2 card payments settled \([A-Z]{9}, [A-Z]{9}\)/);

  // The shopper coming back with the voided key is never charged: the order says it was cancelled.
  const back = await uncharged.shopper.ok<CreateOrderData>('createOrder', order(unchargedKey, '4242424242424242'));
  expect(back).toMatchObject({ outcome: 'failed', order: { state: 'cancelled' } });
  const validated = await uncharged.shopper.ok<ValidateOrderData>('validateOrder', {
    id_order: back.order.id_order,
    key: back.key,
  });
  expect(validated.order.cancel_reason).toBe('payment_window_expired');
  expect((await ledger(unchargedKey)).charges).toEqual([{ outcome: 'voided', transaction_id: null }]);
});
