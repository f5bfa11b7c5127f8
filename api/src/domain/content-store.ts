/** Content pages (cms) and contact messages. */
import type { LanguageCode } from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';
import type { Insertable } from 'kysely';
import type { ContactMessageTable } from '../db/types.ts';

/** Every language of one page, found by id or by a slug (the request's language first, then any language). */
export async function contentPageLanguages(db: Db, lang: LanguageCode, by: { id?: number; slug?: string }) {
  let id = by.id;
  if (id === undefined) {
    const rows = await db
      .selectFrom('cms_lang')
      .select(['id_cms', 'lang'])
      .where('slug', '=', by.slug ?? '')
      .execute();
    id = (rows.find((r) => r.lang === lang) ?? rows[0])?.id_cms;
  }
  return id === undefined ? [] : db.selectFrom('cms_lang').selectAll().where('id_cms', '=', id).execute();
}

/** The content pages' titles in one language, in menu order. */
export async function contentMenu(db: Db, lang: LanguageCode) {
  return db
    .selectFrom('cms_lang as l')
    .innerJoin('cms as c', 'c.id_cms', 'l.id_cms')
    .select(['l.id_cms', 'l.slug', 'l.title'])
    .where('l.lang', '=', lang)
    .orderBy('c.position')
    .execute();
}

export async function storeContactMessage(db: Db, message: Insertable<ContactMessageTable>): Promise<void> {
  await db.insertInto('contact_message').values(message).execute();
}
