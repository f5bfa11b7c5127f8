import * as rules from './rules.ts';
import type { SyncRule } from './types.ts';

const check = (rule: SyncRule, value: unknown, all: object = {}) => rule(value, all);

describe('required', () => {
  test.each([undefined, null, '', '  ', []])('fails on %p', (value) => {
    expect(check(rules.required(), value)).toEqual({ id: 'forms.rules.required' });
  });
  test.each(['a', 0, false, ['x']])('passes on %p', (value) => expect(check(rules.required(), value)).toBeUndefined());
});

describe('accepted', () => {
  test.each([true, 'true', 'yes', 'on', '1', 1])('passes on %p', (value) =>
    expect(check(rules.accepted(), value)).toBeUndefined(),
  );
  test.each([false, undefined, '', 'no', 0])('fails on %p', (value) => {
    expect(check(rules.accepted(), value)).toEqual({ id: 'forms.rules.accepted' });
  });
});

describe('number', () => {
  test.each([3, -2.5, '42', ' 0.5 ', '.5'])('passes on %p', (value) =>
    expect(check(rules.number(), value)).toBeUndefined(),
  );
  test.each(['abc', '1,5', '0x10', NaN, Infinity, true])('fails on %p', (value) => {
    expect(check(rules.number(), value)).toEqual({ id: 'forms.rules.number' });
  });
  test('integer refuses fractions with its own message', () => {
    expect(check(rules.number({ integer: true }), '3')).toBeUndefined();
    expect(check(rules.number({ integer: true }), 2.5)).toEqual({ id: 'forms.rules.integer' });
  });
  test('passes when empty', () => expect(check(rules.number(), undefined)).toBeUndefined());
});

describe('min and max', () => {
  test('compare numbers and decimal texts, bounds included', () => {
    expect(check(rules.min(3), 3)).toBeUndefined();
    expect(check(rules.min(3), '2')).toEqual({ id: 'forms.rules.min', values: { n: 3 } });
    expect(check(rules.max(10), '10')).toBeUndefined();
    expect(check(rules.max(10), 11)).toEqual({ id: 'forms.rules.max', values: { n: 10 } });
  });
  test('refuse what is not a number', () =>
    expect(check(rules.min(1), 'abc')).toEqual({ id: 'forms.rules.min', values: { n: 1 } }));
  test('count the items of a list', () => {
    expect(check(rules.min(1), [])).toEqual({ id: 'forms.rules.minItems', values: { n: 1 } });
    expect(check(rules.max(2), ['a', 'b', 'c'])).toEqual({ id: 'forms.rules.maxItems', values: { n: 2 } });
    expect(check(rules.max(2), ['a'])).toBeUndefined();
  });
  test('pass when empty', () => expect(check(rules.min(3), '')).toBeUndefined());
});

describe('between', () => {
  test('includes both bounds', () => {
    expect(check(rules.between(1, 10), 1)).toBeUndefined();
    expect(check(rules.between(1, 10), '10')).toBeUndefined();
  });
  test('names the bounds when out of them', () => {
    expect(check(rules.between(1, 10), 0)).toEqual({ id: 'forms.rules.between', values: { min: 1, max: 10 } });
    expect(check(rules.between(1, 10), 'ten')).toEqual({ id: 'forms.rules.between', values: { min: 1, max: 10 } });
  });
});

describe('is and not', () => {
  test('is accepts only the listed values', () => {
    expect(check(rules.is('S', 'M'), 'M')).toBeUndefined();
    expect(check(rules.is('S', 'M'), 'XL')).toEqual({ id: 'forms.rules.is' });
    expect(check(rules.is(1), '1')).toEqual({ id: 'forms.rules.is' });
  });
  test('not refuses the listed values and quotes the value', () => {
    expect(check(rules.not('admin'), 'anna')).toBeUndefined();
    expect(check(rules.not('admin', 'root'), 'root')).toEqual({ id: 'forms.rules.not', values: { value: 'root' } });
  });
  test('pass when empty', () => {
    expect(check(rules.is('S'), '')).toBeUndefined();
    expect(check(rules.not(''), '')).toBeUndefined();
  });
});

describe('confirm', () => {
  const rule = rules.confirm('password');
  test('matches the other field', () => expect(check(rule, 's3cret!', { password: 's3cret!' })).toBeUndefined());
  test('fails on a difference, also when this one is still empty', () => {
    expect(check(rule, 's3cret', { password: 's3cret!' })).toEqual({ id: 'forms.rules.confirm' });
    expect(check(rule, '', { password: 's3cret!' })).toEqual({ id: 'forms.rules.confirm' });
  });
  test('two empty values match', () => expect(check(rule, undefined, {})).toBeUndefined());
  test('reads a nested field by its dotted name', () => {
    expect(check(rules.confirm('account.email'), 'a@b.it', { account: { email: 'a@b.it' } })).toBeUndefined();
  });
});

describe('require_one', () => {
  const rule = rules.require_one('mobile', 'landline');
  test('passes when this field is filled in', () => expect(check(rule, '0612', {})).toBeUndefined());
  test('passes when another of the group is filled in', () =>
    expect(check(rule, '', { landline: '0612' })).toBeUndefined());
  test('fails when the whole group is empty', () => {
    expect(check(rule, '', { mobile: '  ', landline: undefined })).toEqual({ id: 'forms.rules.requireOne' });
  });
});
