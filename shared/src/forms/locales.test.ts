/** Every forms catalogue has exactly the English keys, and every message is valid ICU. */
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../../locales/en/forms.json';
import fr from '../../../locales/fr/forms.json';
import it from '../../../locales/it/forms.json';
import es from '../../../locales/es/forms.json';
import de from '../../../locales/de/forms.json';
import pl from '../../../locales/pl/forms.json';

const catalogues: Record<string, Record<string, string>> = { en, fr, it, es, de, pl };
const english = Object.keys(en).sort();

describe.each(Object.entries(catalogues))('locales/%s/forms.json', (lang, messages) => {
  test('has exactly the keys of en', () => {
    expect(Object.keys(messages).sort()).toEqual(english);
  });

  test('uses ids of the form forms.<area>.<camelKey>', () => {
    for (const id of Object.keys(messages)) expect(id).toMatch(/^forms\.[a-z]+\.[a-z][a-zA-Z]*$/);
  });

  test.each(Object.keys(en))('%s parses as ICU and formats', (id) => {
    const message = messages[id] ?? '';
    expect(message.trim()).not.toBe('');
    const format = new IntlMessageFormat(message, lang);
    const values = {
      field: 'X',
      n: 2,
      min: 1,
      max: 5,
      length: 3,
      value: 'v',
      format: 'YYYY',
      prefixes: 'a',
      suffixes: 'b',
      example: '12345',
      country: 'Italia',
    };
    const dates = { date: new Date(2024, 0, 1), start: new Date(2024, 0, 1), end: new Date(2024, 11, 31) };
    expect(String(format.format({ ...values, ...dates }))).not.toMatch(/[{}]/);
  });

  test('uses the same placeholders as English', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const id of english)
      expect([id, placeholders(messages[id] ?? '')]).toEqual([
        id,
        placeholders((en as Record<string, string>)[id] ?? ''),
      ]);
  });
});
