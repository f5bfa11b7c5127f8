import { objectIds } from './object-ids.ts';

describe('objectIds', () => {
  it('gives an object the same number every time, and another object another', () => {
    const idOf = objectIds<object>();
    const a = {};
    const b = {};
    expect(idOf(a)).toBe(idOf(a));
    expect(idOf(b)).not.toBe(idOf(a));
    expect(objectIds<object>()(b)).toBe(1);
  });
});
