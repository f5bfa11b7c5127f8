/** The getProducts request a category URL stands for, built the same way by the server prefetch and the page. */
import type { GetProductsRequest } from '@storefront/shared/schemas';
import { listingArgs, type ListingQuery } from '../listing/listing-query.ts';

/** The category id is the digits before the first dash of `{id}-{slug}`. */
export function categoryIdFrom(param: string): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(param);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

export function categoryRequest(param: string, query: ListingQuery): GetProductsRequest | null {
  const id = categoryIdFrom(param);
  return id === null ? null : { id_category: id, ...listingArgs(query), with_category_tree: true };
}

/** Text of the api's (sanitised) description HTML, for the meta description. */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
