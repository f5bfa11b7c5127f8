/** Category and brand calls. */
import {
  getBrandRequest,
  getBrandsRequest,
  getCategoryRequest,
  LANGUAGES,
  type BrandPage,
  type BrandSummary,
  type CategoryDetail,
} from '@storefront/shared/schemas';
import { defineCall, type CallContext } from '../http/call.ts';
import { notFound } from '../errors.ts';
import { productCountIn, productCountsByBrand } from '../domain/catalog-counts.ts';
import { breadcrumb, categoryName, findCategory } from '../domain/categories.ts';
import { brandLink, categoryLink } from '../domain/links.ts';
import { buildProductPage } from '../domain/listing.ts';
import { loadFacts } from '../domain/product-facts.ts';
import type { BrandInfo } from '../domain/reference-data.ts';
import { subtreeIds } from '../domain/reference-data.ts';
import { cleanHtml } from '../domain/sanitize.ts';
import { presentContext } from './catalog.ts';

export const getCategory = defineCall({
  name: 'getCategory',
  schema: getCategoryRequest,
  async handler(ctx, input): Promise<CategoryDetail> {
    const c = findCategory(ctx.ref, ctx.lang, input.id_category, input.categorySlug);
    const n = categoryName(c, ctx.lang);
    const count = await productCountIn(ctx.db, subtreeIds(ctx.ref, c.id));
    return {
      id_category: c.id,
      name: n.name,
      link_rewrite: n.link_rewrite,
      link: categoryLink(ctx.lang, c.id, n.link_rewrite),
      description: cleanHtml(n.description),
      id_parent: c.parent,
      level_depth: c.depth,
      breadcrumb: breadcrumb(ctx.ref, c.id, ctx.lang),
      children: c.children.flatMap((id) => {
        const child = ctx.ref.categories.get(id);
        if (!child) return [];
        const cn = categoryName(child, ctx.lang);
        return [
          {
            id_category: id,
            name: cn.name,
            link_rewrite: cn.link_rewrite,
            link: categoryLink(ctx.lang, id, cn.link_rewrite),
          },
        ];
      }),
      products_count: count,
      links: Object.fromEntries(LANGUAGES.map((l) => [l, categoryLink(l, c.id, categoryName(c, l).link_rewrite)])),
    };
  },
});

function brandSummary(ctx: CallContext, b: BrandInfo, count: number): BrandSummary {
  return {
    id_manufacturer: b.id,
    name: b.name,
    link_rewrite: b.link_rewrite,
    link: brandLink(ctx.lang, b.id, b.link_rewrite),
    description: cleanHtml(b.description[ctx.lang] ?? ''),
    products_count: count,
    image: { url: `${ctx.config.publicBase}/img/m/${b.id}.svg`, width: 300, height: 150 },
  };
}

export const getBrands = defineCall({
  name: 'getBrands',
  schema: getBrandsRequest,
  async handler(ctx): Promise<BrandSummary[]> {
    const byBrand = await productCountsByBrand(ctx.db);
    return [...ctx.ref.brands.values()].map((b) => brandSummary(ctx, b, byBrand.get(b.id) ?? 0));
  },
});

export const getBrand = defineCall({
  name: 'getBrand',
  schema: getBrandRequest,
  async handler(ctx, input): Promise<BrandPage> {
    const brand =
      input.id_manufacturer !== undefined
        ? ctx.ref.brands.get(input.id_manufacturer)
        : [...ctx.ref.brands.values()].find((b) => b.link_rewrite === input.slug);
    if (!brand) throw notFound('Brand not found', 302);
    const facts = (await loadFacts(ctx.db, ctx.ref, ctx.lang, { manufacturerId: brand.id })).sort(
      (a, b) => b.sales - a.sales || a.id - b.id,
    );
    const page = buildProductPage(facts, input, presentContext(ctx));
    const { products_count, ...summary } = brandSummary(ctx, brand, facts.length);
    void products_count;
    return { ...summary, ...page };
  },
});

export const categoryCalls = [getCategory, getBrands, getBrand];
