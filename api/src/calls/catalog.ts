/** Catalogue calls: category listings and the product page. */
import {
  getProductRequest,
  getProductsRequest,
  type ProductDetail,
  type ProductListing,
} from '@storefront/shared/schemas';
import type { z } from 'zod';
import { defineCall, SerializedPsdata, type CallContext } from '../http/call.ts';
import { breadcrumb, categoryName, categoryTree, departmentOf, findCategory } from '../domain/categories.ts';
import { categoryLink } from '../domain/links.ts';
import { buildProductPage, byPosition } from '../domain/listing.ts';
import { loadFacts } from '../domain/product-facts.ts';
import { productDetail } from '../domain/product-detail.ts';
import type { PresentContext } from '../domain/product-presenter.ts';
import { subtreeIds } from '../domain/reference-data.ts';
import { cleanHtml } from '../domain/sanitize.ts';

export const presentContext = (ctx: CallContext): PresentContext => ({
  lang: ctx.lang,
  ref: ctx.ref,
  publicBase: ctx.config.publicBase,
  homeCountry: ctx.config.shop.countryIso,
});

export const getProducts = defineCall({
  name: 'getProducts',
  schema: getProductsRequest,
  // The same request in the same language is the same page until stock, sales or prices change (see FactsCache).
  handler: (ctx, input): Promise<SerializedPsdata<ProductListing>> =>
    ctx.ref.facts.page(ctx.db, `getProducts|${ctx.lang}|${JSON.stringify(input)}`, async () =>
      SerializedPsdata.of(await listing(ctx, input)),
    ),
});

async function listing(ctx: CallContext, input: z.output<typeof getProductsRequest>): Promise<ProductListing> {
  const category = findCategory(ctx.ref, ctx.lang, input.id_category, input.categorySlug);
  const facts = (await loadFacts(ctx.db, ctx.ref, ctx.lang, { categoryIds: subtreeIds(ctx.ref, category.id) })).sort(
    byPosition,
  );
  const page = buildProductPage(facts, input, presentContext(ctx));
  const names = categoryName(category, ctx.lang);
  return {
    id_category: category.id,
    name: names.name,
    description: cleanHtml(names.description),
    link_rewrite: names.link_rewrite,
    link: categoryLink(ctx.lang, category.id, names.link_rewrite),
    ...page,
    categories: input.with_category_tree ? categoryTree(ctx.ref, departmentOf(ctx.ref, category.id), ctx.lang) : null,
    breadcrumb: breadcrumb(ctx.ref, category.id, ctx.lang),
  };
}

export const getProduct = defineCall({
  name: 'getProduct',
  schema: getProductRequest,
  handler: (ctx, input): Promise<ProductDetail> =>
    productDetail(ctx.db, input.product_id, input.group, presentContext(ctx)),
});

export const catalogCalls = [getProducts, getProduct];
