import { deepFreeze } from './freeze.ts';

describe('deepFreeze', () => {
  it('freezes nested objects and arrays, and leaves other values as they are', () => {
    const value = deepFreeze({ list: [{ name: 'a' }], count: 1, none: null });
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.list)).toBe(true);
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(deepFreeze('text')).toBe('text');
  });
});
