/** The product as the client maps it from the backend (SPEC section 3). */
import type { ListingProduct } from '../schemas/index.ts';
import { deepFreeze } from './freeze.ts';

export interface ProductPrice {
  isDiscounted: boolean;
  /** Price before the discount, tax included, in EUR. */
  regularPrice: number;
  /** Price to pay, tax included, in EUR. */
  value: number;
}

export interface ProductImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface Product {
  id: number;
  name: string;
  slug: string;
  sku: string;
  description: string;
  /** The most a shopper can order: the stock the backend reports. */
  quantityLimit: number;
  price: ProductPrice;
  primaryImage: ProductImage;
  variants: never[];
  gallery: never[];
  attributes: never[];
  rating: { average: number; count: number };
}

/**
 * SPEC section 3 maps `price` and `regular_price`; in PrestaShop those are display strings of the
 * amounts `price_amount` and `regular_price_amount`. We map the numeric twins so the client formats
 * prices in the shopper's language with Intl (docs/decisions/0002-prices-from-amounts.md).
 */
export function mapProduct(product: ListingProduct): Product {
  // A frozen reply (the store's, a kept one on the server) maps to the same product every time: a grid's tiles then
  // see the same object on every render, and what is kept by it (a tile's markup key) is made once.
  if (!Object.isFrozen(product)) return productOf(product);
  let mapped = mappedProducts.get(product);
  if (!mapped) {
    mapped = deepFreeze(productOf(product));
    mappedProducts.set(product, mapped);
  }
  return mapped;
}

const mappedProducts = new WeakMap<ListingProduct, Product>();

function productOf(product: ListingProduct): Product {
  return {
    id: product.id_product,
    name: product.name,
    slug: product.link_rewrite,
    sku: product.reference,
    description: product.description_short,
    quantityLimit: product.quantity,
    price: {
      isDiscounted: product.has_discount,
      regularPrice: product.regular_price_amount,
      value: product.price_amount,
    },
    primaryImage: {
      url: product.default_image.url,
      alt: product.name,
      width: product.default_image.width,
      height: product.default_image.height,
    },
    variants: [],
    gallery: [],
    attributes: [],
    rating: { average: 0, count: 0 },
  };
}
