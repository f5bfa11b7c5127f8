import type { OrderLine } from '@storefront/shared/schemas';
import { notReturnableWhy, returnLines, returnReason } from './return-form.ts';

const line = (id: number, returnable: number) =>
  ({ id_order_detail: id, returnable_quantity: returnable }) as OrderLine;

describe('return request', () => {
  it('sends the lines with a quantity, never more than can still be returned', () => {
    const lines = [line(1, 2), line(2, 1), line(3, 0)];
    expect(returnLines({ qty: { l1: '2', l2: '0', l3: '1' } }, lines)).toEqual([{ id_order_detail: 1, quantity: 2 }]);
    expect(returnLines({ qty: { l1: '5', l2: '1' } }, lines)).toEqual([
      { id_order_detail: 1, quantity: 2 },
      { id_order_detail: 2, quantity: 1 },
    ]);
    expect(returnLines({}, lines)).toEqual([]);
  });

  it("keeps the shopper's words after the chosen reason", () => {
    expect(returnReason('Too small', '  The sleeves are short. ')).toBe('Too small: The sleeves are short.');
    expect(returnReason('Too small', '   ')).toBe('Too small');
  });

  it('says why an order cannot be returned', () => {
    const now = new Date('2026-05-20T00:00:00Z');
    const open = { is_returnable: true, return_deadline: '2026-05-30T00:00:00Z', products: [line(1, 1)] };
    expect(notReturnableWhy(open, now)).toBeNull();
    expect(notReturnableWhy({ ...open, is_returnable: false, return_deadline: null }, now)).toBe(
      'account.returns.notDelivered',
    );
    expect(notReturnableWhy({ ...open, is_returnable: false, return_deadline: '2026-05-01T00:00:00Z' }, now)).toBe(
      'account.returns.windowClosed',
    );
    expect(notReturnableWhy({ ...open, products: [line(1, 0)] }, now)).toBe('account.returns.nothingLeft');
  });
});
