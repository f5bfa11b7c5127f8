/** Loads what listings filter, sort and price on: products with their combinations and stock, in one language. */
import { LRUCache } from 'lru-cache';
import type { LanguageCode } from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';
import type { ReferenceData } from './reference-data.ts';

export interface ComboFact {
  id: number;
  quantity: number;
  impact: number;
  isDefault: boolean;
  /** Attribute ids, one per group, in group order. */
  attributes: number[];
  size: number | null;
  colour: number | null;
}

export interface ProductFact {
  id: number;
  reference: string;
  kind: string;
  idManufacturer: number;
  idCategory: number;
  base: number;
  discountType: 'percentage' | 'amount' | null;
  discountValue: number;
  weight: number;
  sales: number;
  position: number;
  featured: boolean;
  dateAdd: string;
  name: string;
  linkRewrite: string;
  descriptionShort: string;
  combos: ComboFact[];
  defaultCombo: ComboFact;
  /** Final price of the default combination, in cents. */
  price: number;
  /** Stock of all combinations. */
  quantity: number;
}

/** Price of one combination: regular (base + impact) and final (after the product's discount), in cents. */
export function comboPrice(
  p: Pick<ProductFact, 'base' | 'discountType' | 'discountValue'>,
  impact: number,
): { price: number; regular: number } {
  const regular = p.base + impact;
  if (p.discountType === 'percentage') return { regular, price: Math.round((regular * (100 - p.discountValue)) / 100) };
  if (p.discountType === 'amount') return { regular, price: Math.max(0, regular - p.discountValue) };
  return { regular, price: regular };
}

export interface FactFilter {
  categoryIds?: number[];
  productIds?: number[];
  manufacturerId?: number;
}

/** Moves the catalogue version; call inside the transaction that changes stock, sales or prices. */
export async function bumpCatalogVersion(db: Db): Promise<void> {
  await db
    .updateTable('catalog_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

/**
 * Listings kept per catalogue version: 4,000 distinct requests (category × facets × sort × page × language) hold a
 * busy day's browsing of the seeded catalogue; past that, the least recently used goes first.
 */
const MAX_PAGES = 4000;

/**
 * The facts of the whole catalogue per language, and finished listing pages, kept in memory: listings are the hot
 * path and the catalogue is small. Each use first reads the database's catalogue version (one primary-key read);
 * when any instance has changed stock, sales or prices since, everything is dropped and rebuilt. So a cached listing
 * is never staler than the database itself, whichever instance wrote.
 */
export class FactsCache {
  private version = -1;
  private readonly byLang = new Map<string, Promise<ProductFact[]>>();
  /** Finished listing pages by key; the least recently used goes first. */
  private readonly pages = new LRUCache<string, Promise<unknown>>({ max: MAX_PAGES });

  /** Drops everything now (this instance just wrote); the version check would also catch it on the next read. */
  invalidate(): void {
    this.byLang.clear();
    this.pages.clear();
  }

  private async sync(db: Db): Promise<void> {
    const row = await db.selectFrom('catalog_version').select('version').where('id', '=', 1).executeTakeFirst();
    const version = Number(row?.version ?? 0);
    if (version !== this.version) {
      this.invalidate();
      this.version = version;
    }
  }

  async all(db: Db, ref: ReferenceData, lang: LanguageCode): Promise<ProductFact[]> {
    await this.sync(db);
    return this.remember(this.byLang, lang, () => readFacts(db, ref, lang));
  }

  /** A page built from catalogue data only (no shopper's state), remembered under `key` until the next write. */
  async page<T>(db: Db, key: string, build: () => Promise<T>): Promise<T> {
    await this.sync(db);
    return this.remember(this.pages, key, build) as Promise<T>;
  }

  private remember<T>(
    map: {
      get(key: string): Promise<T> | undefined;
      set(key: string, value: Promise<T>): unknown;
      delete(key: string): unknown;
    },
    key: string,
    build: () => Promise<T>,
  ): Promise<T> {
    let value = map.get(key);
    if (!value) {
      value = build();
      map.set(key, value);
      // A failed build is not kept: the next read builds again.
      value.catch(() => {
        if (map.get(key) === value) map.delete(key);
      });
    }
    return value;
  }
}

/** Facts matching the filter, from the cache; the array is new, the facts are shared and must not be mutated. */
export async function loadFacts(
  db: Db,
  ref: ReferenceData,
  lang: LanguageCode,
  filter: FactFilter,
): Promise<ProductFact[]> {
  const all = await ref.facts.all(db, ref, lang);
  const categories = filter.categoryIds ? new Set(filter.categoryIds) : null;
  const products = filter.productIds ? new Set(filter.productIds) : null;
  return all.filter(
    (f) =>
      (!categories || categories.has(f.idCategory)) &&
      (!products || products.has(f.id)) &&
      (filter.manufacturerId === undefined || f.idManufacturer === filter.manufacturerId),
  );
}

async function readFacts(db: Db, ref: ReferenceData, lang: LanguageCode): Promise<ProductFact[]> {
  const rows = await db
    .selectFrom('product as p')
    .innerJoin('product_lang as pl', (j) => j.onRef('pl.id_product', '=', 'p.id_product').on('pl.lang', '=', lang))
    .select([
      'p.id_product',
      'p.reference',
      'p.kind',
      'p.id_manufacturer',
      'p.id_category_default',
      'p.price',
      'p.discount_type',
      'p.discount_value',
      'p.weight',
      'p.sales',
      'p.position',
      'p.featured',
      'p.date_add',
      'pl.name',
      'pl.link_rewrite',
      'pl.description_short',
    ])
    .orderBy('p.id_product')
    .execute();
  const comboRows = await db
    .selectFrom('product_attribute as pa')
    .innerJoin('product_attribute_combination as pac', 'pac.id_product_attribute', 'pa.id_product_attribute')
    .select([
      'pa.id_product',
      'pa.id_product_attribute',
      'pa.quantity',
      'pa.price_impact',
      'pa.default_on',
      'pac.id_attribute',
    ])
    .orderBy('pa.id_product_attribute')
    .execute();
  const combosByProduct = new Map<number, Map<number, ComboFact>>();
  for (const c of comboRows) {
    let combos = combosByProduct.get(c.id_product);
    if (!combos) combosByProduct.set(c.id_product, (combos = new Map()));
    let combo = combos.get(c.id_product_attribute);
    if (!combo) {
      combo = {
        id: c.id_product_attribute,
        quantity: c.quantity,
        impact: c.price_impact,
        isDefault: c.default_on === 1,
        attributes: [],
        size: null,
        colour: null,
      };
      combos.set(c.id_product_attribute, combo);
    }
    const attribute = ref.attributes.get(c.id_attribute);
    combo.attributes.push(c.id_attribute);
    if (attribute?.facetKey === 'size') combo.size = c.id_attribute;
    if (attribute?.facetKey === 'colour') combo.colour = c.id_attribute;
  }
  const facts: ProductFact[] = [];
  for (const r of rows) {
    const combos = [...(combosByProduct.get(r.id_product)?.values() ?? [])];
    for (const c of combos)
      c.attributes.sort((a, b) => (ref.attributes.get(a)?.group ?? 0) - (ref.attributes.get(b)?.group ?? 0));
    const defaultCombo = combos.find((c) => c.isDefault) ?? combos[0];
    if (!defaultCombo) continue; // a product without combinations cannot be sold
    const fact: ProductFact = {
      id: r.id_product,
      reference: r.reference,
      kind: r.kind,
      idManufacturer: r.id_manufacturer,
      idCategory: r.id_category_default,
      base: r.price,
      discountType: r.discount_type,
      discountValue: r.discount_value,
      weight: r.weight,
      sales: r.sales,
      position: r.position,
      featured: r.featured === 1,
      dateAdd: r.date_add,
      name: r.name,
      linkRewrite: r.link_rewrite,
      descriptionShort: r.description_short,
      combos,
      defaultCombo,
      price: 0,
      quantity: combos.reduce((sum, c) => sum + c.quantity, 0),
    };
    fact.price = comboPrice(fact, defaultCombo.impact).price;
    facts.push(fact);
  }
  return facts;
}
