/** Product rails: featured, best sellers, latest, and related products. */
import {
  getProductsBestsellersRequest,
  getProductsFeaturedRequest,
  getProductsLatestRequest,
  getRelatedProductsRequest,
  type ProductList,
} from '@storefront/shared/schemas';
import { defineCall, type CallContext } from '../http/call.ts';
import { notFound } from '../errors.ts';
import { ROOT_CATEGORY } from '../domain/categories.ts';
import { loadFacts, type ProductFact } from '../domain/product-facts.ts';
import { presentMany } from '../domain/product-presenter.ts';
import { subtreeIds } from '../domain/reference-data.ts';
import { presentContext } from './catalog.ts';

async function pageOf(ctx: CallContext, facts: ProductFact[], page: number, perPage: number): Promise<ProductList> {
  const start = (page - 1) * perPage;
  const slice = facts.slice(start, start + perPage);
  return {
    products: presentMany(slice, presentContext(ctx)),
    pagination: {
      total_items: facts.length,
      items_shown_from: slice.length ? start + 1 : 0,
      items_shown_to: start + slice.length,
      current_page: page,
      pages_count: Math.max(1, Math.ceil(facts.length / perPage)),
    },
  };
}

async function factsIn(ctx: CallContext, idCategory: number | undefined): Promise<ProductFact[]> {
  const root = idCategory ?? ROOT_CATEGORY;
  if (!ctx.ref.categories.has(root)) throw notFound('There is not a category with this id', 302);
  return loadFacts(ctx.db, ctx.ref, ctx.lang, { categoryIds: subtreeIds(ctx.ref, root) });
}

const inStockFirst = (a: ProductFact, b: ProductFact) => Number(b.quantity > 0) - Number(a.quantity > 0);

export const getProductsFeatured = defineCall({
  name: 'getProductsFeatured',
  schema: getProductsFeaturedRequest,
  async handler(ctx, input) {
    const facts = (await factsIn(ctx, input.id_category))
      .filter((f) => f.featured)
      .sort((a, b) => inStockFirst(a, b) || a.position - b.position || a.id - b.id);
    return pageOf(ctx, facts, input.page, input.resultsPerPage);
  },
});

export const getProductsBestsellers = defineCall({
  name: 'getProductsBestsellers',
  schema: getProductsBestsellersRequest,
  async handler(ctx, input) {
    const facts = (await factsIn(ctx, input.id_category))
      .filter((f) => f.sales > 0)
      .sort((a, b) => b.sales - a.sales || a.id - b.id);
    return pageOf(ctx, facts, input.page, input.resultsPerPage);
  },
});

export const getProductsLatest = defineCall({
  name: 'getProductsLatest',
  schema: getProductsLatestRequest,
  async handler(ctx, input) {
    const facts = (await factsIn(ctx, input.id_category)).sort(
      (a, b) => b.dateAdd.localeCompare(a.dateAdd) || b.id - a.id,
    );
    return pageOf(ctx, facts, input.page, input.resultsPerPage);
  },
});

/** Same category, in stock, same kind first, then the closest price. */
export const getRelatedProducts = defineCall({
  name: 'getRelatedProducts',
  schema: getRelatedProductsRequest,
  async handler(ctx, input) {
    const [product] = await loadFacts(ctx.db, ctx.ref, ctx.lang, { productIds: [input.id_product] });
    if (!product) throw notFound('product not found', 302);
    const siblings = await loadFacts(ctx.db, ctx.ref, ctx.lang, { categoryIds: [product.idCategory] });
    const related = siblings
      .filter((f) => f.id !== product.id && f.quantity > 0)
      .sort(
        (a, b) =>
          Number(b.kind === product.kind) - Number(a.kind === product.kind) ||
          Math.abs(a.price - product.price) - Math.abs(b.price - product.price) ||
          a.id - b.id,
      );
    return pageOf(ctx, related, input.page, input.resultsPerPage);
  },
});

export const productListCalls = [getProductsFeatured, getProductsBestsellers, getProductsLatest, getRelatedProducts];
