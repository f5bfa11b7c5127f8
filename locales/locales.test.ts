/**
 * Every catalogue of every language has exactly the keys English has, and every message is valid ICU
 * with the same placeholders as English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';

const root = __dirname;
const languages = ['en', 'fr', 'it', 'es', 'de'];
const namespaces = fs.readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));
const read = (lang: string, file: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8'));

/** Names of the arguments a message uses (`{count}`, `{name, plural, ...}`). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      if (element.type !== 0 && element.type !== 7 && element.value) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as unknown[]);
  return [...names].sort();
}

describe('locale catalogues', () => {
  it('cover the five namespaces', () => {
    expect(namespaces.sort()).toEqual(['account.json', 'catalog.json', 'checkout.json', 'forms.json', 'shell.json']);
  });

  for (const file of namespaces) {
    const english = read('en', file);
    for (const lang of languages) {
      it(`${lang}/${file} has exactly the English keys, each a valid ICU message with English's arguments`, () => {
        const catalogue = read(lang, file);
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
        for (const [id, message] of Object.entries(catalogue)) {
          expect(() => new IntlMessageFormat(message, lang)).not.toThrow();
          expect({ id, args: argumentsOf(message) }).toEqual({ id, args: argumentsOf(english[id] ?? '') });
        }
      });
    }
  }

  it('keeps message ids inside their namespace', () => {
    for (const file of namespaces) {
      const prefix = file.replace('.json', '.');
      for (const id of Object.keys(read('en', file))) expect(id.startsWith(prefix)).toBe(true);
    }
  });
});
