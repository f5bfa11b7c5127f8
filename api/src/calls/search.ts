/** `search`: a results page with facets and sorting, or (with `suggestions`) a few products and categories. */
import {
  searchRequest,
  type LanguageCode,
  type SearchResults,
  type SearchSuggestions,
} from '@storefront/shared/schemas';
import { defineCall, type CallContext } from '../http/call.ts';
import { categoryName } from '../domain/categories.ts';
import { categoryLink } from '../domain/links.ts';
import { buildProductPage } from '../domain/listing.ts';
import { loadFacts, type ProductFact } from '../domain/product-facts.ts';
import { presentMany } from '../domain/product-presenter.ts';
import { correctWords, queryWords, rankedProductIds } from '../domain/search.ts';
import { presentContext } from './catalog.ts';

const RESULTS_LABEL: Record<LanguageCode, string> = {
  en: 'Search results',
  fr: 'Résultats de recherche',
  it: 'Risultati della ricerca',
  es: 'Resultados de búsqueda',
  de: 'Suchergebnisse',
};

async function find(
  ctx: CallContext,
  text: string,
): Promise<{ facts: ProductFact[]; corrected: string | null; words: string[] }> {
  const words = queryWords(text);
  let ids = await rankedProductIds(ctx.db, ctx.lang, words);
  let corrected: string | null = null;
  if (ids.length === 0 && words.length > 0) {
    const fixed = await correctWords(ctx.db, ctx.lang, words);
    if (fixed.join(' ') !== words.join(' ')) {
      ids = await rankedProductIds(ctx.db, ctx.lang, fixed);
      if (ids.length) corrected = fixed.join(' ');
    }
  }
  const byId = new Map((await loadFacts(ctx.db, ctx.ref, ctx.lang, { productIds: ids })).map((f) => [f.id, f]));
  return { facts: ids.flatMap((id) => byId.get(id) ?? []), corrected, words: corrected ? corrected.split(' ') : words };
}

function matchingCategories(ctx: CallContext, words: string[]): SearchSuggestions['categories'] {
  const out: SearchSuggestions['categories'] = [];
  for (const c of ctx.ref.categories.values()) {
    if (c.depth < 2) continue;
    const n = categoryName(c, ctx.lang);
    const names = queryWords(n.name);
    if (words.some((w) => names.some((name) => name.startsWith(w))))
      out.push({ id_category: c.id, name: n.name, link: categoryLink(ctx.lang, c.id, n.link_rewrite) });
  }
  return out.slice(0, 4);
}

export const search = defineCall({
  name: 'search',
  schema: searchRequest,
  async handler(ctx, input): Promise<SearchResults | SearchSuggestions> {
    const { facts, corrected, words } = await find(ctx, input.s);
    if (input.suggestions) {
      const products = presentMany(facts.slice(0, 6), presentContext(ctx));
      return {
        products: products.map((p) => ({
          id_product: p.id_product,
          name: p.name,
          link: p.link,
          price: p.price,
          image_url: p.cover.url,
        })),
        categories: matchingCategories(ctx, words),
      };
    }
    const page = buildProductPage(facts, input, presentContext(ctx));
    return { label: RESULTS_LABEL[ctx.lang], search_string: input.s, corrected_search_string: corrected, ...page };
  },
});

export const searchCalls = [search];
