// Pins the reconcile step (ADR 0108) as a pure plan: a sold-out or vanished line is removed, a line above its stock or
// CART_LINE_LIMIT is lowered, a voucher that no longer applies (after the lines are lowered, or by date) is dropped,
// and the notes kept on the cart carry the revision that made them, a newer one replacing an unseen older one.
import { CART_LINE_LIMIT } from '@storefront/shared/schemas';
import { planReconcile, recordNotes, type StoredNote } from './cart-reconcile.ts';
import type { ComboFact, ProductFact } from './product-facts.ts';
import type { Rule } from './vouchers.ts';

const combo = (id: number, quantity: number): ComboFact => ({
  id,
  quantity,
  impact: 0,
  isDefault: true,
  attributes: [],
  size: null,
  colour: null,
});

const product = (id: number, base: number, combos: ComboFact[]): ProductFact =>
  ({ id, name: `Product ${id}`, base, discountType: null, discountValue: 0, combos }) as unknown as ProductFact;

const rule = (fields: Partial<Rule>): Rule => ({
  id_cart_rule: 1,
  code: 'TAKE20',
  names: '{}',
  reduction_percent: 20,
  reduction_amount: 0,
  free_shipping: 0,
  minimum_amount: 0,
  date_from: '2020-01-01T00:00:00.000Z',
  date_to: '2099-01-01T00:00:00.000Z',
  active: 1,
  ...fields,
});

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const facts = new Map([
  [1, product(1, 2000, [combo(11, 5), combo(12, 0)])],
  [2, product(2, 5000, [combo(21, 40)])],
]);
const stockOf = (c: ComboFact) => c.quantity;
const line = (id_product: number, id_product_attribute: number, quantity: number) => ({
  id_product,
  id_product_attribute,
  quantity,
});

test('a cart that fits the shop plans no change', () => {
  const plan = planReconcile([line(1, 11, 5), line(2, 21, 1)], [rule({})], facts, stockOf, NOW);
  expect(plan.changes).toEqual([]);
  expect(plan.lines.map((l) => [l.combo.id, l.quantity, l.limit])).toEqual([
    [11, 5, 5],
    [21, 1, CART_LINE_LIMIT],
  ]);
  expect(plan.productsTotal).toBe(5 * 2000 + 5000);
  expect(plan.rules.map((r) => r.code)).toEqual(['TAKE20']);
});

test('a sold-out line and a line whose product or combination is gone are removed', () => {
  const plan = planReconcile([line(1, 12, 1), line(3, 31, 2), line(1, 99, 1), line(2, 21, 1)], [], facts, stockOf);
  expect(plan.changes).toEqual([
    { type: 'sold-out', id_product: 1, id_product_attribute: 12 },
    { type: 'sold-out', id_product: 3, id_product_attribute: 31 },
    { type: 'sold-out', id_product: 1, id_product_attribute: 99 },
  ]);
  expect(plan.lines.map((l) => l.combo.id)).toEqual([21]);
});

test('a line above its stock is lowered to it, one above the per-line limit to the limit', () => {
  const plan = planReconcile([line(1, 11, 8), line(2, 21, 25)], [], facts, stockOf);
  expect(plan.changes).toEqual([
    { type: 'quantity-lowered', id_product: 1, id_product_attribute: 11, quantity: 5 },
    { type: 'quantity-lowered', id_product: 2, id_product_attribute: 21, quantity: CART_LINE_LIMIT },
  ]);
  // The stock comes from the caller: a transaction's fresh read beats the facts' cached figure.
  const fresher = planReconcile([line(1, 11, 3)], [], facts, (c) => (c.id === 11 ? 2 : c.quantity));
  expect(fresher.changes).toEqual([{ type: 'quantity-lowered', id_product: 1, id_product_attribute: 11, quantity: 2 }]);
});

test('a voucher is dropped when the lowered lines miss its minimum, when it expired, or with an empty cart', () => {
  const minimum = rule({ id_cart_rule: 1, code: 'MIN120', minimum_amount: 12_000 });
  const expired = rule({ id_cart_rule: 2, code: 'OLD', date_to: '2026-11-01T00:00:00.000Z' });
  const fine = rule({ id_cart_rule: 3, code: 'FREESHIP', reduction_percent: 0, free_shipping: 1 });
  // 8 units of 20 EUR would meet 120 EUR; the 5 in stock do not.
  const plan = planReconcile([line(1, 11, 8)], [minimum, expired, fine], facts, stockOf, NOW);
  expect(plan.changes.filter((c) => c.type === 'voucher-removed')).toEqual([
    { type: 'voucher-removed', id_cart_rule: 1, code: 'MIN120', reason: 'minimum', minimum_amount: 12_000 },
    { type: 'voucher-removed', id_cart_rule: 2, code: 'OLD', reason: 'expired', minimum_amount: 0 },
  ]);
  expect(plan.rules.map((r) => r.code)).toEqual(['FREESHIP']);
  const empty = planReconcile([line(1, 12, 1)], [fine], facts, stockOf, NOW);
  expect(empty.changes).toContainEqual(expect.objectContaining({ code: 'FREESHIP', reason: 'empty-cart' }));
});

test('notes are recorded with the revision that made them; a newer one about a line or voucher replaces the unseen', () => {
  const seen: StoredNote[] = [
    { type: 'quantity-lowered', id_product: 1, id_product_attribute: 11, quantity: 4, stamp: 3 },
    { type: 'voucher-removed', id_cart_rule: 1, code: 'MIN100', reason: 'minimum', minimum_amount: 10_000, stamp: 3 },
  ];
  expect(recordNotes(seen, [], 4)).toEqual(seen);
  expect(recordNotes(seen, [{ type: 'sold-out', id_product: 1, id_product_attribute: 11 }], 5)).toEqual([
    seen[1],
    { type: 'sold-out', id_product: 1, id_product_attribute: 11, stamp: 5 },
  ]);
});
