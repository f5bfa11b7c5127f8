/** Loads what listings filter, sort and price on: products with their combinations and stock, in one language. */
import { LRUCache } from 'lru-cache';
import type { LanguageCode } from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';
import type { ReferenceData } from './reference-data.ts';

/** A product's picture: its place in the gallery, the colour it shows (null: every colour) and its view. */
export interface ImageRow {
  id_product: number;
  position: number;
  id_attribute: number | null;
  view: string;
}

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
  /** Its pictures, in their order: catalogue data, dropped with the rest when the catalogue version moves. */
  images: ImageRow[];
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

/**
 * The rows of `catalog_version`. `stock` moves with what orders change (a combination's stock, a product's sales):
 * every order placed or given back, anywhere in the shop. `catalogue` moves with anything else a product's facts hold
 * (a price, a name, a product or a combination added): the api never writes those; whoever does (the back office, an
 * operator's script) moves it in the same transaction.
 */
export const catalogVersionRows = { catalogue: 1, stock: 2 } as const;

/** Moves the stock version; call inside the transaction that changes stock or sales (an order, a cancellation). */
export async function bumpStockVersion(db: Db): Promise<void> {
  await db
    .updateTable('catalog_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', catalogVersionRows.stock)
    .execute();
}

/**
 * Listings kept per catalogue version: 4,000 distinct requests (category × facets × sort × page × language) hold a
 * busy day's browsing of the seeded catalogue; past that, the least recently used goes first.
 */
const MAX_PAGES = 4000;

/** What orders move: each combination's stock and each product's sales, read once for every language. */
export interface StockFacts {
  quantities: Map<number, number>;
  sales: Map<number, number>;
}

/**
 * The facts of the whole catalogue per language, and finished listing pages, kept in memory: listings are the hot
 * path and the catalogue is small. Each use first reads the database's two versions (one indexed read). When the
 * catalogue version moved, everything is dropped and read again. When only the stock version moved (an order placed
 * or given back by any instance), the stock and sales are read once, in two short statements, and laid over every
 * language's facts; listing pages are dropped and built again from those facts. So a cached listing is never staler
 * than the database itself, whichever instance wrote, and orders do not make every language read the whole
 * catalogue again.
 */
export class FactsCache {
  private catalogue = -1;
  private stock = -1;
  private readonly byLang = new Map<string, Promise<ProductFact[]>>();
  /** Finished listing pages by key; the least recently used goes first. */
  private readonly pages = new LRUCache<string, Promise<unknown>>({ max: MAX_PAGES });

  /** This instance just changed stock or sales: read them again at the next use, whatever the version says. */
  stockMoved(): void {
    this.stock = -1;
  }

  private async sync(db: Db): Promise<void> {
    const rows = await db
      .selectFrom('catalog_version')
      .select(['id', 'version'])
      .where('id', 'in', [catalogVersionRows.catalogue, catalogVersionRows.stock])
      .execute();
    const version = (id: number) => Number(rows.find((row) => row.id === id)?.version ?? 0);
    const catalogue = version(catalogVersionRows.catalogue);
    const stock = version(catalogVersionRows.stock);
    if (catalogue !== this.catalogue) {
      this.byLang.clear();
      this.pages.clear();
      this.catalogue = catalogue;
      this.stock = stock;
    } else if (stock !== this.stock) {
      this.stock = stock;
      this.pages.clear();
      this.restock(db);
    }
  }

  /** Lays the stock read now over every language's facts; a failed read drops them (the next use reads them whole). */
  private restock(db: Db): void {
    if (this.byLang.size === 0) return;
    const stock = readStock(db);
    for (const [lang, facts] of this.byLang) {
      const next = Promise.all([facts, stock]).then(([old, fresh]) => withStock(old, fresh));
      this.byLang.set(lang, next);
      next.catch(() => {
        if (this.byLang.get(lang) === next) this.byLang.delete(lang);
      });
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

async function readStock(db: Db): Promise<StockFacts> {
  const [combos, products] = await Promise.all([
    db.selectFrom('product_attribute').select(['id_product_attribute', 'quantity']).execute(),
    db.selectFrom('product').select(['id_product', 'sales']).execute(),
  ]);
  return {
    quantities: new Map(combos.map((c) => [c.id_product_attribute, c.quantity])),
    sales: new Map(products.map((p) => [p.id_product, p.sales])),
  };
}

/**
 * The facts with `stock` laid over them: a product whose stock and sales did not move is the same object (facts are
 * shared and never mutated); one that moved is a new fact with new combinations.
 */
export function withStock(facts: ProductFact[], stock: StockFacts): ProductFact[] {
  const quantityOf = (combo: ComboFact) => stock.quantities.get(combo.id) ?? combo.quantity;
  return facts.map((fact) => {
    const sales = stock.sales.get(fact.id) ?? fact.sales;
    if (sales === fact.sales && fact.combos.every((combo) => quantityOf(combo) === combo.quantity)) return fact;
    const combos = fact.combos.map((combo) => {
      const quantity = quantityOf(combo);
      return quantity === combo.quantity ? combo : { ...combo, quantity };
    });
    const defaultCombo = combos[fact.combos.indexOf(fact.defaultCombo)] ?? fact.defaultCombo;
    return { ...fact, sales, combos, defaultCombo, quantity: combos.reduce((sum, combo) => sum + combo.quantity, 0) };
  });
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
  const imageRows = await db
    .selectFrom('image')
    .select(['id_product', 'position', 'id_attribute', 'view'])
    .orderBy('id_product')
    .orderBy('position')
    .execute();
  const imagesByProduct = new Map<number, ImageRow[]>();
  for (const image of imageRows) {
    const images = imagesByProduct.get(image.id_product);
    if (images) images.push(image);
    else imagesByProduct.set(image.id_product, [image]);
  }
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
      images: imagesByProduct.get(r.id_product) ?? [],
    };
    fact.price = comboPrice(fact, defaultCombo.impact).price;
    facts.push(fact);
  }
  return facts;
}
