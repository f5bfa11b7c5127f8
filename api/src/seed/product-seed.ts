/** Seeds ~170 products from the catalogue plan: prices, discounts, texts in every language, combinations, images, search rows. */
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import { fill, slugify } from '../domain/text.ts';
import {
  BRANDS,
  COLOUR_POOLS,
  KIND_MATERIALS,
  KIND_PRICE,
  SIZE_SETS,
  SUBCATEGORIES,
  adjectivesFor,
  type SubcategoryPlan,
} from './catalog-plan.ts';
import type { Random } from './random.ts';
import { LANGS, MATERIALS, productName, type Colour } from './words-products.ts';
import {
  CARE,
  DEPARTMENT_NAMES,
  DESIGN_LINE,
  FEATURE_LABELS,
  MADE_OF,
  ORIGINS,
  SUBCATEGORY_NAMES,
  USAGE,
  composition,
} from './words-texts.ts';

const DAY = 86_400_000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200));
}

function brandFor(sub: SubcategoryPlan, rnd: Random): number {
  const isShoes = sub.kinds.some((k) => k === 'sneakers' || k === 'boots' || k === 'loafers');
  const pool = BRANDS.filter((b) => (isShoes ? b.shoes : b.departments.includes(sub.department)));
  return rnd.pick(pool).id;
}

function euroPrice(min: number, max: number, rnd: Random): number {
  const euros = Math.round(min + rnd.next() * (max - min));
  return Math.max(euros, 5) * 100 - 10; // x9.90 style
}

/** The attribute ids seedAttributes gave each size (by slug) and colour. */
export interface AttributeIds {
  sizeIds: Map<string, number>;
  colourIds: Map<Colour, number>;
}

export async function seedProducts(
  db: Db,
  now: number,
  rnd: Random,
  { sizeIds, colourIds }: AttributeIds,
): Promise<void> {
  const used = new Set<string>();
  const products: Insertable<DB['product']>[] = [];
  const langs: Insertable<DB['product_lang']>[] = [];
  const combos: Insertable<DB['product_attribute']>[] = [];
  const comboAttrs: Insertable<DB['product_attribute_combination']>[] = [];
  const images: Insertable<DB['image']>[] = [];
  const search: Insertable<DB['product_search']>[] = [];
  let idProduct = 0;
  let idCombo = 0;
  const brandNames = new Map(BRANDS.map((b) => [b.id, b.name]));
  for (const sub of SUBCATEGORIES) {
    for (let i = 0; i < sub.count; i++) {
      idProduct++;
      const kind = sub.kinds[i % sub.kinds.length] ?? 'tshirt';
      const combosOfKind = adjectivesFor(kind).flatMap((a) => KIND_MATERIALS[kind].map((m) => [a, m] as const));
      const [adjective, material] =
        rnd.shuffle(combosOfKind).find(([a, m]) => !used.has(`${kind}:${a}:${m}`)) ?? combosOfKind[0]!;
      used.add(`${kind}:${adjective}:${material}`);
      const kids = sub.department === 'kids';
      const range = KIND_PRICE[kind];
      const factor = kids ? 0.5 : material === 'cashmere' ? 1.4 : 1;
      const price = euroPrice(range.min * factor, range.max * factor, rnd);
      const r = rnd.next();
      const discount_type: 'percentage' | 'amount' | null = r < 0.14 ? 'percentage' : r < 0.26 ? 'amount' : null;
      const discount_value =
        discount_type === 'percentage'
          ? rnd.pick([10, 20, 30, 40])
          : discount_type === 'amount'
            ? Math.min(rnd.pick([5, 10, 15, 20]) * 100, Math.floor((price * 0.4) / 100) * 100)
            : 0;
      const recent = i % 9 === 0;
      const date = now - (recent ? rnd.int(1, 20) : rnd.int(30, 360)) * DAY - rnd.int(0, 86_000) * 1000;
      const id_manufacturer = brandFor(sub, rnd);
      products.push({
        id_product: idProduct,
        reference: `${sub.department.slice(0, 1).toUpperCase()}${kind.slice(0, 3).toUpperCase()}-${String(idProduct).padStart(4, '0')}`,
        id_manufacturer,
        id_category_default: sub.id,
        kind: kids ? `kids-${kind}` : kind,
        price,
        discount_type,
        discount_value,
        weight: Math.round(range.weight * (kids ? 0.5 : 1)),
        sales: Math.floor(rnd.next() * rnd.next() * 600),
        position: i,
        featured: idProduct % 14 === 3 ? 1 : 0,
        date_add: new Date(date).toISOString(),
      });
      const dept =
        sub.department === 'home' ? 'home' : kids ? 'kids' : sub.kinds.includes('sneakers') ? 'shoes' : 'apparel';
      const origin = rnd.pick(ORIGINS);
      const mat = MATERIALS[material];
      for (const lang of LANGS) {
        const name = productName(lang, kind, adjective, material);
        const m = lang === 'en' ? mat.en.toLowerCase() : mat[lang];
        const short = `<p>${fill(MADE_OF[lang], { m })} ${USAGE[dept][lang]}</p>`;
        const brand = brandNames.get(id_manufacturer) ?? '';
        const features = [
          { name: FEATURE_LABELS.composition[lang], value: composition(lang, m) },
          { name: FEATURE_LABELS.care[lang], value: CARE[mat.care][lang] },
          { name: FEATURE_LABELS.origin[lang], value: origin[lang] },
        ];
        const description = `<p><strong>${brand}</strong> · ${name}. ${DESIGN_LINE[lang]}</p><p>${USAGE[dept][lang]} ${CARE[mat.care][lang]}</p>`;
        langs.push({
          id_product: idProduct,
          lang,
          name,
          link_rewrite: slugify(name),
          description_short: short,
          description,
          features: JSON.stringify(features),
        });
        const categoryNames = `${SUBCATEGORY_NAMES[sub.key]?.[lang] ?? ''} ${DEPARTMENT_NAMES[sub.department]?.[lang] ?? ''}`;
        search.push({
          id_product: idProduct,
          lang,
          name,
          brand,
          category: categoryNames,
          description: `${short} ${features.map((f) => f.value).join(' ')}`.replace(/<[^>]+>/g, ' '),
        });
      }
      const pool =
        kind === 'sneakers' || kind === 'boots' || kind === 'loafers'
          ? COLOUR_POOLS.shoes
          : COLOUR_POOLS[sub.department];
      const colours = rnd.shuffle(pool).slice(0, rnd.int(2, 3));
      const sizes = SIZE_SETS[sub.sizes];
      const soldOut = idProduct % 41 === 7;
      const lowStock = idProduct % 37 === 5;
      const mine: { id: number; qty: number; size: number; colour: number }[] = [];
      colours.forEach((colour, c) => {
        images.push({
          id_product: idProduct,
          position: 2 * c + 1,
          id_attribute: colourIds.get(colour) ?? null,
          view: 'front',
        });
        images.push({
          id_product: idProduct,
          position: 2 * c + 2,
          id_attribute: colourIds.get(colour) ?? null,
          view: 'detail',
        });
        sizes.forEach((size, s) => {
          idCombo++;
          const q = rnd.next();
          let quantity = q < 0.12 ? 0 : q < 0.22 ? rnd.int(1, 3) : rnd.int(4, 30);
          if (soldOut) quantity = 0;
          if (lowStock) quantity = c === 0 && s === Math.floor(sizes.length / 2) ? 2 : 0;
          mine.push({ id: idCombo, qty: quantity, size: s, colour: c });
          combos.push({
            id_product_attribute: idCombo,
            id_product: idProduct,
            reference: `${products.at(-1)?.reference}-${colour.slice(0, 3).toUpperCase()}-${size.slug.toUpperCase()}`,
            quantity,
            price_impact: size.impact ?? 0,
            default_on: 0,
          });
          comboAttrs.push(
            { id_product_attribute: idCombo, id_attribute: sizeIds.get(size.slug) ?? 0 },
            { id_product_attribute: idCombo, id_attribute: colourIds.get(colour) ?? 0 },
          );
        });
      });
      // Default combination: first colour, middle size when in stock, else the first in stock, else the first.
      const middle = Math.floor(sizes.length / 2);
      const def =
        mine.find((m) => m.colour === 0 && m.size === middle && m.qty > 0) ?? mine.find((m) => m.qty > 0) ?? mine[0];
      const row = combos.find((c) => c.id_product_attribute === def?.id);
      if (row) row.default_on = 1;
    }
  }
  await insertChunked(products, (rows) => db.insertInto('product').values(rows).execute());
  await insertChunked(langs, (rows) => db.insertInto('product_lang').values(rows).execute());
  await insertChunked(combos, (rows) => db.insertInto('product_attribute').values(rows).execute());
  await insertChunked(comboAttrs, (rows) => db.insertInto('product_attribute_combination').values(rows).execute());
  await insertChunked(images, (rows) => db.insertInto('image').values(rows).execute());
  await insertChunked(search, (rows) => db.insertInto('product_search').values(rows).execute());
}
