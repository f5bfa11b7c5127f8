/**
 * Every refusal the api may give a reason for (the shared list) is explained by at least one screen, and every text a
 * screen gives a refusal exists in each of the five languages: a reason added without its text, or a text missing
 * in one language, fails here rather than showing a shopper a message id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { refusalReasons, type RefusalMessages } from '@storefront/shared/schemas';
import { sharedRefusalMessages } from '../shared/src/api/errors.ts';
import * as account from '../account/src/features/refusals/refusal-messages.ts';
import * as catalog from '../catalog/src/features/refusals/refusal-messages.ts';
import * as checkout from '../checkout/src/features/refusals/refusal-messages.ts';
import * as shell from '../shell/src/content/refusal-messages.ts';

const languages = ['en', 'fr', 'it', 'es', 'de'];
const catalogue = (lang: string, namespace: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(__dirname, lang, `${namespace}.json`), 'utf8'));

/** Each screen's table, named for the failure message, with the app whose catalogue it reads. */
const tables: [string, RefusalMessages][] = [
  ...Object.entries({ account, catalog, checkout, shell }).flatMap(([app, module]) =>
    Object.entries(module).map(([name, table]): [string, RefusalMessages] => [`${app} ${name}`, table]),
  ),
  // What every screen says of a refusal its own table leaves out (a database restarting).
  ['shared sharedRefusalMessages', sharedRefusalMessages],
];

describe('refusal texts', () => {
  it('read every table the apps declare', () => {
    expect(tables.length).toBeGreaterThanOrEqual(10);
  });

  it.each(refusalReasons)('%s is explained by at least one screen', (reason) => {
    expect(tables.filter(([, table]) => table[reason]).map(([name]) => name)).not.toEqual([]);
  });

  it.each(languages)('every screen’s text of a refusal exists in %s', (lang) => {
    const missing = tables.flatMap(([name, table]) =>
      Object.entries(table).flatMap(([reason, id]) => {
        const namespace = id!.split('.')[0]!;
        return catalogue(lang, namespace)[id!] === undefined ? [`${name}: ${reason} → ${id}`] : [];
      }),
    );
    expect(missing).toEqual([]);
  });
});
