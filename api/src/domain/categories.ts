/** Category lookups, the side tree and breadcrumbs, from the reference data. */
import type { BreadcrumbItem, CategoryTreeNode, LanguageCode } from '@storefront/shared/schemas';
import { notFound } from '../errors.ts';
import { categoryLink } from './links.ts';
import type { CategoryInfo, ReferenceData } from './reference-data.ts';

export const ROOT_CATEGORY = 2;

/** By id, or by slug in the request's language first, then in any language (links shared across languages). */
export function findCategory(ref: ReferenceData, lang: LanguageCode, id?: number, slug?: string): CategoryInfo {
  if (id !== undefined) {
    const byId = ref.categories.get(id);
    if (!byId) throw notFound('There is not a category with this id', 302);
    return byId;
  }
  const all = [...ref.categories.values()];
  const found =
    all.find((c) => c.names[lang]?.link_rewrite === slug) ??
    all.find((c) => Object.values(c.names).some((n) => n.link_rewrite === slug));
  if (!found) throw notFound('There is not a category with this slug', 302);
  return found;
}

export function categoryName(c: CategoryInfo, lang: LanguageCode) {
  return c.names[lang] ?? c.names.en ?? { name: '', link_rewrite: '', description: '' };
}

export function categoryTree(ref: ReferenceData, id: number, lang: LanguageCode): CategoryTreeNode | null {
  const c = ref.categories.get(id);
  if (!c) return null;
  const n = categoryName(c, lang);
  return {
    id: c.id,
    name: n.name,
    link_rewrite: n.link_rewrite,
    link: categoryLink(lang, c.id, n.link_rewrite),
    children: c.children
      .map((child) => categoryTree(ref, child, lang))
      .filter((x): x is CategoryTreeNode => x !== null),
  };
}

/** The department (depth 2) a category belongs to, or the root for the root itself. */
export function departmentOf(ref: ReferenceData, id: number): number {
  let c = ref.categories.get(id);
  while (c && c.depth > 2 && c.parent !== null) c = ref.categories.get(c.parent);
  return c?.id ?? ROOT_CATEGORY;
}

export function breadcrumb(ref: ReferenceData, id: number, lang: LanguageCode): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [];
  let c = ref.categories.get(id);
  while (c && c.id !== ROOT_CATEGORY) {
    const n = categoryName(c, lang);
    items.unshift({
      id_category: c.id,
      name: n.name,
      link_rewrite: n.link_rewrite,
      link: categoryLink(lang, c.id, n.link_rewrite),
    });
    c = c.parent === null ? undefined : ref.categories.get(c.parent);
  }
  return items;
}
