import * as rules from './rules.ts';

describe('date_format', () => {
  test('accepts real dates in the default ISO format', () => {
    expect(rules.date_format()('2024-02-29', {})).toBeUndefined();
  });
  test('refuses dates that do not exist or are written otherwise', () => {
    for (const value of ['2023-02-29', '2024-13-01', '2024-5-31', '31/05/2024', 'yesterday']) {
      expect(rules.date_format()(value, {})).toEqual({
        id: 'forms.rules.dateFormat',
        values: { format: 'YYYY-MM-DD' },
      });
    }
  });
  test('follows a given format', () => {
    const rule = rules.date_format('DD/MM/YYYY');
    expect(rule('31/05/2024', {})).toBeUndefined();
    expect(rule('31/04/2024', {})).toEqual({ id: 'forms.rules.dateFormat', values: { format: 'DD/MM/YYYY' } });
    expect(rules.date_format('MM.DD.YYYY')('05.31.2024', {})).toBeUndefined();
  });
  test('passes when empty', () => expect(rules.date_format()('', {})).toBeUndefined());
});

describe('date_before and date_after', () => {
  const limit = new Date(2024, 4, 31);
  test('compare strictly with the limit', () => {
    expect(rules.date_before(limit)('2024-05-30', {})).toBeUndefined();
    expect(rules.date_before(limit)('2024-05-31', {})).toEqual({
      id: 'forms.rules.dateBefore',
      values: { date: limit },
    });
    expect(rules.date_after('2024-05-31')('2024-06-01', {})).toBeUndefined();
    expect(rules.date_after('2024-05-31')(limit, {})).toEqual({ id: 'forms.rules.dateAfter', values: { date: limit } });
  });
  test('read a bare day as local midnight, whatever the time zone', () => {
    expect(rules.date_before(new Date(2024, 4, 31, 0, 0, 1))('2024-05-31', {})).toBeUndefined();
  });
  test('default to now: before is in the past, after in the future', () => {
    expect(rules.date_before()('1990-01-01', {})).toBeUndefined();
    expect(rules.date_after()('1990-01-01', {})).toMatchObject({ id: 'forms.rules.dateAfter' });
  });
  test('refuse what is not a date', () => {
    expect(rules.date_before(limit)('soon', {})).toMatchObject({ id: 'forms.rules.dateBefore' });
  });
  test('refuse to be made with a limit that is not a date', () => {
    expect(() => rules.date_after('never')).toThrow('Not a date: never');
  });
});

describe('date_between', () => {
  const rule = rules.date_between('2024-01-01', '2024-12-31');
  test('includes both ends', () => {
    expect(rule('2024-01-01', {})).toBeUndefined();
    expect(rule('2024-12-31', {})).toBeUndefined();
  });
  test('names the range when outside it', () => {
    expect(rule('2025-01-01', {})).toEqual({
      id: 'forms.rules.dateBetween',
      values: { start: new Date(2024, 0, 1), end: new Date(2024, 11, 31) },
    });
  });
  test('passes when empty', () => expect(rule(undefined, {})).toBeUndefined());
});
