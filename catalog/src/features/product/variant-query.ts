/**
 * The chosen combination lives in the URL query, one `group-<id_attribute_group>=<id_attribute>` per group, so a
 * reload, a shared link or a language switch restores it. Ids, not names: names are translated, ids are not.
 */
import type { GetProductRequest, ProductGroup } from '@storefront/shared/schemas';

export type GroupSelection = Record<string, number>;

const KEY = /^group-(\d{1,9})$/;
const ID = /^\d{1,9}$/;

/** The group map in a URL query; undefined when the URL names no valid selection (the product's default). */
export function readGroupQuery(query: URLSearchParams): GroupSelection | undefined {
  const group: GroupSelection = {};
  for (const [key, value] of query) {
    const match = KEY.exec(key);
    if (match?.[1] && ID.test(value) && Number(value) > 0) group[match[1]] = Number(value);
  }
  return Object.keys(group).length ? group : undefined;
}

/** The query changes that select `attribute` in `groupId`, keeping every other group's current choice. */
export function selectionQuery(groups: ProductGroup[], groupId: number, attribute: number): Record<string, number> {
  const changes: Record<string, number> = {};
  for (const group of groups) {
    const current = group.attributes.find((a) => a.selected)?.id_attribute;
    const value = group.id_attribute_group === groupId ? attribute : current;
    if (value !== undefined) changes[`group-${group.id_attribute_group}`] = value;
  }
  return changes;
}

/** getProduct's arguments for a product URL: the same in `prefetch` and in the page, so the server fills the hook's cache entry. */
export function productRequest(productId: number, query: URLSearchParams): GetProductRequest {
  const group = readGroupQuery(query);
  return group ? { product_id: productId, group } : { product_id: productId };
}
