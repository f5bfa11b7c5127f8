/** The other catalogue calls: product lists for the home page and product page, categories and brands. */
import { z } from 'zod';
import { idSchema, slugSchema, type ImageRef } from './common.ts';
import {
  listingParams,
  type BreadcrumbItem,
  type ListingProduct,
  type Pagination,
  type ProductPage,
} from './catalog.ts';

/** A plain list of products with its pagination (home page rails, related products). */
export interface ProductList {
  products: ListingProduct[];
  pagination: Pagination;
}

const railParams = {
  page: z.number().int().min(1).max(1000).default(1),
  resultsPerPage: z.number().int().min(1).max(60).default(12),
  /** Only products of this category (and below). */
  id_category: idSchema.optional(),
};

export const getProductsFeaturedRequest = z.object(railParams);
export const getProductsBestsellersRequest = z.object(railParams);
export const getProductsLatestRequest = z.object(railParams);
export type GetProductsFeaturedRequest = z.input<typeof getProductsFeaturedRequest>;
export type GetProductsBestsellersRequest = z.input<typeof getProductsBestsellersRequest>;
export type GetProductsLatestRequest = z.input<typeof getProductsLatestRequest>;

export const getRelatedProductsRequest = z.object({
  id_product: idSchema,
  page: z.number().int().min(1).max(100).default(1),
  resultsPerPage: z.number().int().min(1).max(24).default(8),
});
export type GetRelatedProductsRequest = z.input<typeof getRelatedProductsRequest>;

export const getCategoryRequest = z
  .object({ id_category: idSchema.optional(), categorySlug: slugSchema.optional() })
  .refine((v) => v.id_category !== undefined || v.categorySlug !== undefined, {
    message: 'Id category or slug not specified',
  });
export type GetCategoryRequest = z.input<typeof getCategoryRequest>;

export interface CategoryLink {
  id_category: number;
  name: string;
  link_rewrite: string;
  link: string;
}

export interface CategoryDetail extends CategoryLink {
  description: string;
  id_parent: number | null;
  level_depth: number;
  breadcrumb: BreadcrumbItem[];
  children: CategoryLink[];
  /** Products in this category and below. */
  products_count: number;
  /** The category's path in every language, for the language switcher. */
  links: Record<string, string>;
}

export const getBrandsRequest = z.object({});
export type GetBrandsRequest = z.input<typeof getBrandsRequest>;

export interface BrandSummary {
  id_manufacturer: number;
  name: string;
  link_rewrite: string;
  link: string;
  description: string;
  products_count: number;
  image: ImageRef;
}

export const getBrandRequest = z
  .object({ id_manufacturer: idSchema.optional(), slug: slugSchema.optional(), ...listingParams })
  .refine((v) => v.id_manufacturer !== undefined || v.slug !== undefined, {
    message: 'Brand id or slug not specified',
  });
export type GetBrandRequest = z.input<typeof getBrandRequest>;

export interface BrandPage extends Omit<BrandSummary, 'products_count'>, ProductPage {}
