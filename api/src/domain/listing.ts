/** One page of a product list: filter by `q`, count facets, sort by one of the eight keys, paginate, present. */
import type { LanguageCode, ProductPage, SortKey } from '@storefront/shared/schemas';
import { SORT_KEYS } from '@storefront/shared/schemas';
import { encodeFacetQuery, parseFacetQuery } from './facet-query.ts';
import { buildFacets, matches } from './facets.ts';
import { SORT_LABELS } from './labels.ts';
import type { ProductFact } from './product-facts.ts';
import { presentMany, type PresentContext } from './product-presenter.ts';

export interface PageRequest {
  page: number;
  resultsPerPage: number;
  q: string;
  order: SortKey;
}

const collators = new Map<string, Intl.Collator>();
const collator = (lang: LanguageCode) => {
  let c = collators.get(lang);
  if (!c) collators.set(lang, (c = new Intl.Collator(lang, { sensitivity: 'base' })));
  return c;
};

/** `relevance` keeps the order the caller gave (category position, or search rank). */
export function sortFacts(facts: ProductFact[], order: SortKey, lang: LanguageCode): ProductFact[] {
  const byId = (a: ProductFact, b: ProductFact) => a.id - b.id;
  const sorted = [...facts];
  switch (order) {
    case 'relevance':
      return sorted;
    case 'price_asc':
      return sorted.sort((a, b) => a.price - b.price || byId(a, b));
    case 'price_desc':
      return sorted.sort((a, b) => b.price - a.price || byId(a, b));
    case 'popularity':
      return sorted.sort((a, b) => b.sales - a.sales || byId(a, b));
    case 'date_add_asc':
      return sorted.sort((a, b) => a.dateAdd.localeCompare(b.dateAdd) || byId(a, b));
    case 'date_add_desc':
      return sorted.sort((a, b) => b.dateAdd.localeCompare(a.dateAdd) || byId(a, b));
    case 'title_asc':
      return sorted.sort((a, b) => collator(lang).compare(a.name, b.name) || byId(a, b));
    case 'title_desc':
      return sorted.sort((a, b) => collator(lang).compare(b.name, a.name) || byId(a, b));
  }
}

export function buildProductPage(facts: ProductFact[], request: PageRequest, ctx: PresentContext): ProductPage {
  const filters = parseFacetQuery(request.q);
  const filtered = facts.filter((p) => matches(p, filters, ctx.ref));
  const sorted = sortFacts(filtered, request.order, ctx.lang);
  const total = sorted.length;
  const pagesCount = Math.max(1, Math.ceil(total / request.resultsPerPage));
  const start = (request.page - 1) * request.resultsPerPage;
  const pageFacts = sorted.slice(start, start + request.resultsPerPage);
  return {
    products: presentMany(pageFacts, ctx),
    pagination: {
      total_items: total,
      items_shown_from: pageFacts.length ? start + 1 : 0,
      items_shown_to: start + pageFacts.length,
      current_page: request.page,
      pages_count: pagesCount,
    },
    sort_orders: SORT_KEYS.map((key) => ({
      label: SORT_LABELS[key]?.[ctx.lang] ?? key,
      urlParameter: key,
      current: key === request.order,
    })),
    sort_selected: SORT_LABELS[request.order]?.[ctx.lang] ?? request.order,
    facets: buildFacets(facts, filters, ctx.ref, ctx.lang),
    current_q: encodeFacetQuery(filters),
  };
}

/** Category listings' relevance: the merchandiser's position inside each category, then the newest. */
export const byPosition = (a: ProductFact, b: ProductFact) =>
  a.position - b.position || b.dateAdd.localeCompare(a.dateAdd);
