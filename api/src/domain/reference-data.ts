/**
 * Catalogue structure that only changes with the seed (categories, attributes, brands), loaded once per server so
 * listings do not re-read it on every request. Stock and prices are always read fresh.
 */
import type { LanguageCode } from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';
import { FactsCache } from './product-facts.ts';
import { loadShippingReference, type ShippingReference } from './shipping.ts';

export interface AttributeInfo {
  id: number;
  group: number;
  groupType: 'select' | 'color';
  facetKey: string;
  position: number;
  slug: string;
  names: Record<LanguageCode, string>;
  color: string;
}

export interface GroupInfo {
  id: number;
  type: 'select' | 'color';
  facetKey: string;
  position: number;
  names: Record<LanguageCode, string>;
}

export interface CategoryInfo {
  id: number;
  parent: number | null;
  depth: number;
  position: number;
  department: string;
  names: Record<string, { name: string; link_rewrite: string; description: string }>;
  children: number[];
}

export interface BrandInfo {
  id: number;
  name: string;
  link_rewrite: string;
  description: Record<string, string>;
}

export interface ReferenceData {
  attributes: Map<number, AttributeInfo>;
  groups: Map<number, GroupInfo>;
  categories: Map<number, CategoryInfo>;
  brands: Map<number, BrandInfo>;
  /** Products with combinations and stock, per language (see FactsCache). */
  facts: FactsCache;
  /** Countries, carriers and brand shipping rules. */
  shipping: ShippingReference;
}

export async function loadReferenceData(db: Db): Promise<ReferenceData> {
  const groups = new Map<number, GroupInfo>();
  for (const g of await db.selectFrom('attribute_group').selectAll().orderBy('position').execute()) {
    groups.set(g.id_attribute_group, {
      id: g.id_attribute_group,
      type: g.group_type,
      facetKey: g.facet_key,
      position: g.position,
      names: JSON.parse(g.names),
    });
  }
  const attributes = new Map<number, AttributeInfo>();
  for (const a of await db
    .selectFrom('attribute')
    .selectAll()
    .orderBy('id_attribute_group')
    .orderBy('position')
    .execute()) {
    const group = groups.get(a.id_attribute_group);
    attributes.set(a.id_attribute, {
      id: a.id_attribute,
      group: a.id_attribute_group,
      groupType: group?.type ?? 'select',
      facetKey: group?.facetKey ?? 'size',
      position: a.position,
      slug: a.slug,
      names: JSON.parse(a.names),
      color: a.html_color_code,
    });
  }
  const categories = new Map<number, CategoryInfo>();
  for (const c of await db.selectFrom('category').selectAll().orderBy('level_depth').orderBy('position').execute()) {
    categories.set(c.id_category, {
      id: c.id_category,
      parent: c.id_parent,
      depth: c.level_depth,
      position: c.position,
      department: c.department,
      names: {},
      children: [],
    });
  }
  for (const l of await db.selectFrom('category_lang').selectAll().execute()) {
    const cat = categories.get(l.id_category);
    if (cat) cat.names[l.lang] = { name: l.name, link_rewrite: l.link_rewrite, description: l.description };
  }
  for (const c of categories.values()) if (c.parent !== null) categories.get(c.parent)?.children.push(c.id);
  const brands = new Map<number, BrandInfo>();
  for (const b of await db.selectFrom('manufacturer').selectAll().orderBy('name').execute()) {
    brands.set(b.id_manufacturer, {
      id: b.id_manufacturer,
      name: b.name,
      link_rewrite: b.link_rewrite,
      description: JSON.parse(b.description),
    });
  }
  return { attributes, groups, categories, brands, facts: new FactsCache(), shipping: await loadShippingReference(db) };
}

/** The category and every category below it. */
export function subtreeIds(ref: ReferenceData, id: number): number[] {
  const out: number[] = [];
  const stack = [id];
  while (stack.length) {
    const next = stack.pop() as number;
    out.push(next);
    stack.push(...(ref.categories.get(next)?.children ?? []));
  }
  return out;
}
