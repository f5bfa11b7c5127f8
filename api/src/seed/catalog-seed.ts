/** Seeds the catalogue: brands, categories, sizes and colours, then its products (product-seed.ts). */
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import { fill, slugify } from '../domain/text.ts';
import { BRANDS, DEPARTMENTS, SIZE_SETS, SUBCATEGORIES } from './catalog-plan.ts';
import { seededRandom } from './random.ts';
import { seedProducts, type AttributeIds } from './product-seed.ts';
import { COLOURS, LANGS, type Colour, type Localized } from './words-products.ts';
import {
  BRAND_FOCUS,
  BRAND_LINE,
  DEPARTMENT_INTROS,
  DEPARTMENT_NAMES,
  GROUP_NAMES,
  SELECTION_LINE,
  SIZE_WORDS,
  SUBCATEGORY_NAMES,
} from './words-texts.ts';

const DAY = 86_400_000;
export const SIZE_GROUP = 1;
export const COLOUR_GROUP = 2;
const COLOUR_ID_BASE = 100;

function sizeLabels(slug: string, label: string | undefined): Localized {
  const years = /^(\d+)y$/.exec(slug);
  const months = /^(\d+)to(\d+)m$/.exec(slug);
  const out = {} as Localized;
  for (const lang of LANGS) {
    if (years) out[lang] = fill(SIZE_WORDS.years[lang], { n: years[1] ?? '' });
    else if (months) out[lang] = fill(SIZE_WORDS.months[lang], { n: `${months[1]}-${months[2]}` });
    else if (slug === 'onesize') out[lang] = SIZE_WORDS.oneSize[lang];
    else out[lang] = label ?? slug;
  }
  return out;
}

async function seedAttributes(db: Db): Promise<AttributeIds> {
  await db
    .insertInto('attribute_group')
    .values([
      {
        id_attribute_group: SIZE_GROUP,
        group_type: 'select',
        position: 1,
        facet_key: 'size',
        names: JSON.stringify(GROUP_NAMES.size),
      },
      {
        id_attribute_group: COLOUR_GROUP,
        group_type: 'color',
        position: 2,
        facet_key: 'colour',
        names: JSON.stringify(GROUP_NAMES.colour),
      },
    ])
    .execute();
  const sizeIds = new Map<string, number>();
  const sizeRows = [];
  for (const set of Object.values(SIZE_SETS)) {
    for (const size of set) {
      if (sizeIds.has(size.slug)) continue;
      const id = sizeIds.size + 1;
      sizeIds.set(size.slug, id);
      const names = JSON.stringify(sizeLabels(size.slug, size.label));
      sizeRows.push({
        id_attribute: id,
        id_attribute_group: SIZE_GROUP,
        position: id,
        slug: size.slug,
        names,
        html_color_code: '',
      });
    }
  }
  const colourIds = new Map<Colour, number>();
  const colourRows = Object.entries(COLOURS).map(([key, c], i) => {
    colourIds.set(key as Colour, COLOUR_ID_BASE + i);
    return {
      id_attribute: COLOUR_ID_BASE + i,
      id_attribute_group: COLOUR_GROUP,
      position: i,
      slug: key,
      names: JSON.stringify(c.names),
      html_color_code: c.hex,
    };
  });
  await db
    .insertInto('attribute')
    .values([...sizeRows, ...colourRows])
    .execute();
  return { sizeIds, colourIds };
}

async function seedCategories(db: Db, now: number): Promise<void> {
  void now;
  const rows: Insertable<DB['category']>[] = [
    { id_category: 2, id_parent: null, level_depth: 1, position: 0, department: '' },
  ];
  const langRows = LANGS.map((lang) => ({
    id_category: 2,
    lang,
    name: 'Catalogue',
    link_rewrite: 'catalogue',
    description: '',
  }));
  for (const [position, dept] of DEPARTMENTS.entries()) {
    rows.push({ id_category: dept.id, id_parent: 2, level_depth: 2, position, department: dept.key });
    for (const lang of LANGS) {
      const name = DEPARTMENT_NAMES[dept.key]?.[lang] ?? dept.key;
      langRows.push({
        id_category: dept.id,
        lang,
        name,
        link_rewrite: slugify(name),
        description: `<p>${DEPARTMENT_INTROS[dept.key]?.[lang] ?? ''}</p>`,
      });
    }
  }
  for (const [position, sub] of SUBCATEGORIES.entries()) {
    rows.push({
      id_category: sub.id,
      id_parent: DEPARTMENTS.find((d) => d.key === sub.department)?.id ?? 2,
      level_depth: 3,
      position,
      department: sub.department,
    });
    for (const lang of LANGS) {
      const name = SUBCATEGORY_NAMES[sub.key]?.[lang] ?? sub.key;
      const dept = DEPARTMENT_NAMES[sub.department]?.[lang] ?? sub.department;
      // Department first in the slug keeps it unique ("women-knitwear" and "men-knitwear").
      langRows.push({
        id_category: sub.id,
        lang,
        name,
        link_rewrite: slugify(`${dept} ${name}`),
        description: `<p>${fill(SELECTION_LINE[lang], { name })}</p>`,
      });
    }
  }
  await db.insertInto('category').values(rows).execute();
  await db.insertInto('category_lang').values(langRows).execute();
}

async function seedBrands(db: Db, now: number): Promise<void> {
  await db
    .insertInto('manufacturer')
    .values(
      BRANDS.map((b) => {
        const description: Record<string, string> = {};
        for (const lang of LANGS) {
          description[lang] =
            `<p>${fill(BRAND_LINE[lang], { brand: b.name, focus: BRAND_FOCUS[b.focus]?.[lang] ?? '', place: b.place })}</p>`;
        }
        return {
          id_manufacturer: b.id,
          name: b.name,
          link_rewrite: slugify(b.name),
          description: JSON.stringify(description),
          date_add: new Date(now - 400 * DAY).toISOString(),
        };
      }),
    )
    .execute();
}

export async function seedCatalog(db: Db, now: number): Promise<void> {
  const rnd = seededRandom(20_241_120);
  await seedBrands(db, now);
  await seedCategories(db, now);
  await seedProducts(db, now, rnd, await seedAttributes(db));
}
