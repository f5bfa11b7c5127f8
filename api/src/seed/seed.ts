/** Fills a fresh database: catalogue, reference data, content pages, and the demo customer with an order. */
import type { Db } from '../db/database.ts';
import { seedCatalog } from './catalog-seed.ts';
import { CONTENT_PAGES } from './content-pages.ts';
import { seedDemoCustomer } from './customer-seed.ts';
import { seedReference } from './reference-seed.ts';
import { LANGS } from './words-products.ts';

async function seedContent(db: Db): Promise<void> {
  await db
    .insertInto('cms')
    .values(CONTENT_PAGES.map((p) => ({ id_cms: p.id, position: p.id })))
    .execute();
  await db
    .insertInto('cms_lang')
    .values(
      CONTENT_PAGES.flatMap((p) =>
        LANGS.map((lang) => ({
          id_cms: p.id,
          lang,
          slug: p.slug[lang],
          title: p.title[lang],
          meta_description: p.content[lang]
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 155),
          content: p.content[lang],
        })),
      ),
    )
    .execute();
}

export async function seedDatabase(db: Db, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedCatalog(trx, now);
    await seedReference(trx, now);
    await seedContent(trx);
    await seedDemoCustomer(trx, now);
  });
}
