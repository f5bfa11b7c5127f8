/** Catalogue calls: listings, facets, product detail. */
import type { BrandShippingRule } from './cart.ts';
import { z } from 'zod';
import { idSchema, slugSchema, type ImageRef } from './common.ts';
import { SORT_KEYS, type SortKey } from '../domain/sort.ts';

export { SORT_KEYS, type SortKey } from '../domain/sort.ts';
export const sortKeySchema = z.enum(SORT_KEYS);

export type Availability = 'available' | 'last_remaining_items' | 'unavailable';

export interface ColorListItem {
  id_attribute: number;
  name: string;
  html_color_code: string;
}

export interface ListingProduct {
  id_product: number;
  id_product_attribute: number;
  name: string;
  link_rewrite: string;
  link: string;
  reference: string;
  description_short: string;
  id_manufacturer: number;
  manufacturer_name: string;
  id_category_default: number;
  category: string;
  category_name: string;
  quantity: number;
  price_amount: number;
  regular_price_amount: number;
  price: string;
  regular_price: string;
  has_discount: boolean;
  discount_type: 'percentage' | 'amount' | null;
  discount_percentage: string | null;
  default_image: ImageRef;
  cover: ImageRef;
  availability: Availability;
  availability_message: string;
  new: boolean;
  color_list: ColorListItem[];
  date_add: string;
}

export interface Pagination {
  total_items: number;
  items_shown_from: number;
  items_shown_to: number;
  current_page: number;
  pages_count: number;
}

export interface SortOrder {
  label: string;
  urlParameter: SortKey;
  current: boolean;
}

/** Facet keys of the `q` encoding (see api/README.md, "Facets"). */
export type FacetKey = 'size' | 'colour' | 'brand' | 'price' | 'availability';

export interface FacetFilter {
  label: string;
  type: string;
  active: boolean;
  displayed: boolean;
  /** The value's token in `q`. */
  value: string;
  /** How many products match with this filter toggled on, given the other active facets. */
  magnitude: number;
  properties: { color?: string; min?: number; max?: number };
  /** The `q` to send to toggle this filter. */
  nextEncodedFacets: string;
}

export interface Facet {
  key: FacetKey;
  label: string;
  displayed: boolean;
  type: 'attribute_group' | 'manufacturer' | 'price' | 'availability';
  multipleSelectionAllowed: boolean;
  widgetType: 'checkbox' | 'color';
  filters: FacetFilter[];
}

export interface CategoryTreeNode {
  id: number;
  name: string;
  link_rewrite: string;
  link: string;
  children: CategoryTreeNode[];
}

export interface BreadcrumbItem {
  id_category: number;
  name: string;
  link_rewrite: string;
  link: string;
}

/** A page of products with the listing tools around it (used by getProducts, search, getBrand and friends). */
export interface ProductPage {
  products: ListingProduct[];
  pagination: Pagination;
  sort_orders: SortOrder[];
  sort_selected: string;
  facets: Facet[];
  /** The normalised `q` the reply was computed for. */
  current_q: string;
}

export interface ProductListing extends ProductPage {
  id_category: number;
  name: string;
  description: string;
  link_rewrite: string;
  link: string;
  categories: CategoryTreeNode | null;
  breadcrumb: BreadcrumbItem[];
}

export const listingParams = {
  page: z.number().int().min(1).max(100_000).default(1),
  resultsPerPage: z.number().int().min(1).max(60).default(24),
  q: z.string().max(1000).default(''),
  order: sortKeySchema.default('relevance'),
};

export const getProductsRequest = z
  .object({
    id_category: idSchema.optional(),
    categorySlug: slugSchema.optional(),
    ...listingParams,
    with_category_tree: z.boolean().default(true),
  })
  .refine((v) => v.id_category !== undefined || v.categorySlug !== undefined, {
    message: 'Id category or slug not specified',
  });
export type GetProductsRequest = z.input<typeof getProductsRequest>;

export const getProductRequest = z.object({
  product_id: idSchema,
  /** id_attribute_group → id_attribute, as JSON keys are strings. */
  group: z.record(z.string().regex(/^\d{1,9}$/, 'group keys must be attribute group ids'), idSchema).optional(),
});
export type GetProductRequest = z.input<typeof getProductRequest>;

export interface ProductGroupAttribute {
  id_attribute: number;
  name: string;
  html_color_code: string;
  selected: boolean;
  /** A combination with this attribute and the other current selections has stock. */
  available: boolean;
}

export interface ProductGroup {
  id_attribute_group: number;
  name: string;
  group_type: 'select' | 'color';
  attributes: ProductGroupAttribute[];
}

export interface ProductCombination {
  id_product_attribute: number;
  attributes: number[];
  quantity: number;
  price_amount: number;
}

export interface SizeGuide {
  title: string;
  unit: 'cm';
  columns: string[];
  rows: { size: string; values: number[] }[];
}

export interface ProductDetail extends ListingProduct {
  images: ImageRef[];
  description: string;
  product_info: { name: string; value: string }[];
  features: { name: string; value: string }[];
  groups: ProductGroup[];
  combinations: ProductCombination[];
  breadcrumb: BreadcrumbItem[];
  size_guide: SizeGuide | null;
  /** Most that may be put in the cart for this combination (stock, capped per line). */
  quantity_limit: number;
  /** The product's brand ships free to the shop's country from an amount of its products, when it has such a rule. */
  shipping_rule: (BrandShippingRule & { country: string }) | null;
  /** The product's path in every language, each with that language's slug (hreflang alternates). */
  links: Record<string, string>;
}
