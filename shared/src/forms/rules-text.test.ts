import * as rules from './rules.ts';
import type { SyncRule } from './types.ts';

const ok = (rule: SyncRule, value: unknown) => expect(rule(value, {})).toBeUndefined();
const fails = (rule: SyncRule, value: unknown, id: string, values?: object) =>
  expect(rule(value, {})).toEqual(values ? { id, values } : { id });

describe('character rules', () => {
  const table: [string, SyncRule, string, unknown[], unknown[]][] = [
    ['alpha', rules.alpha(), 'forms.rules.alpha', ['abc', 'Zoë', 'Müller', 'Françoise'], ['ab1', 'a b', 'a-b']],
    [
      'alpha_spaces',
      rules.alpha_spaces(),
      'forms.rules.alphaSpaces',
      ['Anne Marie', 'José Luis'],
      ['Anne-Marie', 'R2 D2'],
    ],
    ['alphanumeric', rules.alphanumeric(), 'forms.rules.alphanumeric', ['abc123', 'Ä9', 42], ['abc 123', 'a_b']],
    ['lowercase', rules.lowercase(), 'forms.rules.lowercase', ['abc', 'été'], ['Abc', 'abc1', 'a b']],
    ['uppercase', rules.uppercase(), 'forms.rules.uppercase', ['ABC', 'ÉTÉ'], ['ABc', 'AB1']],
    ['symbol', rules.symbol(), 'forms.rules.symbol', ['!?', '€$', '-_.'], ['a!', '1']],
    ['contains_alpha', rules.contains_alpha(), 'forms.rules.containsAlpha', ['123a', 'ü'], ['123', '!?']],
    [
      'contains_alpha_spaces',
      rules.contains_alpha_spaces(),
      'forms.rules.containsAlphaSpaces',
      ['1 2', 'x1'],
      ['12', '!?'],
    ],
    [
      'contains_alphanumeric',
      rules.contains_alphanumeric(),
      'forms.rules.containsAlphanumeric',
      ['!a', '?1'],
      ['!?', '- -'],
    ],
    ['contains_digit', rules.contains_digit(), 'forms.rules.containsDigit', ['secret1', '9'], ['secret', 'nine']],
    ['contains_lowercase', rules.contains_lowercase(), 'forms.rules.containsLowercase', ['ABc', 'Ü1ß'], ['ABC', '123']],
    [
      'contains_uppercase',
      rules.contains_uppercase(),
      'forms.rules.containsUppercase',
      ['abC', 'Ölfarbe'],
      ['abc', '123'],
    ],
    ['contains_symbol', rules.contains_symbol(), 'forms.rules.containsSymbol', ['pass!', 'a€'], ['pass1', 'pass word']],
  ];

  test.each(table)('%s accepts what it should and refuses the rest', (_name, rule, id, valid, invalid) => {
    for (const value of valid) ok(rule, value);
    for (const value of invalid) fails(rule, value, id);
  });

  test.each(table)('%s passes on empty values (pair it with required)', (_name, rule) => {
    for (const value of [undefined, null, '', '   ', []]) ok(rule, value);
  });

  test.each(table)('%s refuses a value that is not text', (_name, rule, id) => {
    fails(rule, { a: 1 }, id);
    fails(rule, ['a'], id);
  });
});

describe('email', () => {
  const rule = rules.email();
  test.each(['anna@example.com', 'a.b+shop@mail.example.co.uk', ' padded@example.it '])('accepts %s', (value) =>
    ok(rule, value),
  );
  test.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'an na@example.com',
    'anna@exa mple.com',
    'anna@@example.com',
  ])('refuses %s', (value) => fails(rule, value, 'forms.rules.email'));
  test('passes when empty', () => ok(rule, ''));
});

describe('url', () => {
  test('accepts http and https addresses', () => {
    ok(rules.url(), 'https://shop.example.com/en/cart?x=1');
    ok(rules.url(), 'http://localhost:3000');
  });
  test('refuses relative, malformed and other protocols', () => {
    for (const value of [
      'shop.example.com',
      '/en/cart',
      'https://',
      'ftp://files.example.com',
      'javascript:alert(1)',
    ]) {
      fails(rules.url(), value, 'forms.rules.url');
    }
  });
  test('takes its own protocols', () => ok(rules.url(['ftp']), 'ftp://files.example.com'));
});

describe('starts_with and ends_with', () => {
  test('accept any of their prefixes or suffixes', () => {
    ok(rules.starts_with('IT', 'FR'), 'FR123');
    ok(rules.ends_with('.jpg', '.png'), 'photo.png');
  });
  test('name the expected ones in the message', () => {
    fails(rules.starts_with('IT', 'FR'), 'DE123', 'forms.rules.startsWith', { prefixes: ['IT', 'FR'] });
    fails(rules.ends_with('.jpg'), 'photo.gif', 'forms.rules.endsWith', { suffixes: ['.jpg'] });
  });
});

describe('matches', () => {
  test('tests the pattern', () => {
    ok(rules.matches(/^\d{5}$/), '20121');
    fails(rules.matches(/^\d{5}$/), '2012', 'forms.rules.matches');
  });
  test('stays pure with a global pattern', () => {
    const rule = rules.matches(/a/g);
    ok(rule, 'a');
    ok(rule, 'a');
  });
});

describe('length', () => {
  test('at least', () => {
    ok(rules.length(3), 'abc');
    fails(rules.length(3), 'ab', 'forms.rules.lengthMin', { min: 3 });
  });
  test('between', () => {
    ok(rules.length(2, 4), 'abcd');
    fails(rules.length(2, 4), 'abcde', 'forms.rules.lengthBetween', { min: 2, max: 4 });
  });
  test('at most', () => fails(rules.length(0, 2), 'abc', 'forms.rules.lengthMax', { max: 2 }));
  test('exactly', () => {
    ok(rules.length(5, 5), 20121);
    fails(rules.length(5, 5), '2012', 'forms.rules.lengthExact', { length: 5 });
  });
  test('counts what a reader sees as one character', () => ok(rules.length(1, 1), '👗'));
  test('passes when empty', () => ok(rules.length(3), ''));
});
