import { markRequired, validate, withMessage } from './validate.ts';
import * as rules from './rules.ts';
import type { Rule } from './types.ts';

describe('validate', () => {
  test('passes when every rule passes', () => {
    expect(validate(rules.required(), rules.email())('anna@example.com', {})).toBeUndefined();
  });

  test('answers with the first failing rule, in the given order', () => {
    const check = validate(rules.required(), rules.email());
    expect(check('', {})).toEqual({ id: 'forms.rules.required' });
    expect(check('anna', {})).toEqual({ id: 'forms.rules.email' });
  });

  test('with no rules, everything is valid', () => expect(validate()('x', {})).toBeUndefined());

  test('hands all the values to rules across fields', () => {
    const check = validate(rules.required(), rules.confirm('password'));
    expect(check('abc', { password: 'abd' })).toEqual({ id: 'forms.rules.confirm' });
  });

  test('tells a field it is required when a rule demands a value', () => {
    expect(validate(rules.required(), rules.email()).required).toBe(true);
    expect(validate(rules.accepted()).required).toBe(true);
    expect(validate(rules.email()).required).toBe(false);
  });

  test('keeps the mark when validators are composed', () => {
    expect(validate(rules.number(), validate(rules.required())).required).toBe(true);
  });

  test('stays synchronous while every rule is', () => {
    expect(validate(rules.required())('', {})).not.toBeInstanceOf(Promise);
  });

  test('waits for an asynchronous rule and goes on after it', async () => {
    const free: Rule = async (value) =>
      value === 'taken@example.com' ? { id: 'account.register.emailTaken' } : undefined;
    const check = validate(rules.email(), free, rules.ends_with('.com'));
    await expect(check('taken@example.com', {})).resolves.toEqual({ id: 'account.register.emailTaken' });
    await expect(check('anna@example.it', {})).resolves.toEqual({
      id: 'forms.rules.endsWith',
      values: { suffixes: ['.com'] },
    });
    await expect(check('anna@example.com', {})).resolves.toBeUndefined();
    // A rule before the asynchronous one answers at once.
    expect(check('anna', {})).toEqual({ id: 'forms.rules.email' });
  });
});

describe('withMessage', () => {
  const vat = withMessage(rules.matches(/^IT\d{11}$/), { id: 'checkout.invoice.vatNumber' });

  test('replaces the message of a failure', () => {
    expect(vat('IT123', {})).toEqual({ id: 'checkout.invoice.vatNumber' });
  });

  test('keeps a pass a pass', () => expect(vat('IT12345678901', {})).toBeUndefined());

  test('works on asynchronous rules and keeps the required mark', async () => {
    const rule = withMessage(
      markRequired<Rule>(async () => ({ id: 'forms.rules.required' })),
      { id: 'x' },
    );
    await expect(rule('', {})).resolves.toEqual({ id: 'x' });
    expect(validate(rule).required).toBe(true);
  });
});
