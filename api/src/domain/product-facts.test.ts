// Pins how an order's stock and sales are laid over the cached facts (FactsCache's restock): what did not move stays
// the same object, what moved is a new fact whose combinations, default and total follow the fresh stock.
import { withStock, type ComboFact, type ProductFact } from './product-facts.ts';

const combo = (id: number, quantity: number, isDefault = false): ComboFact => ({
  id,
  quantity,
  impact: 0,
  isDefault,
  attributes: [],
  size: null,
  colour: null,
});

const product = (id: number, sales: number, combos: ComboFact[]): ProductFact =>
  ({
    id,
    sales,
    combos,
    defaultCombo: combos.find((c) => c.isDefault) ?? combos[0],
    quantity: combos.reduce((sum, c) => sum + c.quantity, 0),
  }) as unknown as ProductFact;

/** Stock as read now: each combination's quantity and each product's sales, by id. */
const stock = (quantities: Record<number, number>, sales: Record<number, number>) => ({
  quantities: new Map(Object.entries(quantities).map(([id, n]) => [Number(id), n])),
  sales: new Map(Object.entries(sales).map(([id, n]) => [Number(id), n])),
});

const facts = [product(1, 10, [combo(11, 5), combo(12, 3, true)]), product(2, 0, [combo(21, 40, true)])];

test('a product whose stock and sales did not move is the same fact', () => {
  const next = withStock(facts, stock({ 11: 5, 12: 3, 21: 40 }, { 1: 10, 2: 0 }));
  expect(next[0]).toBe(facts[0]);
  expect(next[1]).toBe(facts[1]);
});

test('a combination sold is a new fact: its stock, the product total and the default combination follow', () => {
  const next = withStock(facts, stock({ 11: 5, 12: 1, 21: 40 }, { 1: 12, 2: 0 }));
  const [moved, same] = next;
  expect(same).toBe(facts[1]);
  expect(moved).not.toBe(facts[0]);
  expect(moved?.sales).toBe(12);
  expect(moved?.quantity).toBe(6);
  expect(moved?.combos.map((c) => c.quantity)).toEqual([5, 1]);
  expect(moved?.combos[0]).toBe(facts[0]?.combos[0]);
  expect(moved?.defaultCombo).toBe(moved?.combos[1]);
  expect(moved?.defaultCombo.quantity).toBe(1);
  // The cached facts are shared with reads in flight: they are never changed.
  expect(facts[0]?.combos[1]?.quantity).toBe(3);
  expect(facts[0]?.sales).toBe(10);
});

test('a product or combination the stock read does not name keeps what it had', () => {
  const next = withStock(facts, stock({ 12: 0 }, {}));
  expect(next[0]?.combos.map((c) => c.quantity)).toEqual([5, 0]);
  expect(next[0]?.sales).toBe(10);
  expect(next[1]).toBe(facts[1]);
});
