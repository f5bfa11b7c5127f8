/** Shop-relative paths (SPEC section 2) and api-served image URLs. */
import type { ImageRef, LanguageCode } from '@storefront/shared/schemas';

export const productLink = (lang: LanguageCode, id: number, slug: string) => `/${lang}/${id}-${slug}.html`;
export const categoryLink = (lang: LanguageCode, id: number, slug: string) => `/${lang}/${id}-${slug}`;
export const brandLink = (lang: LanguageCode, id: number, slug: string) => `/${lang}/brands/${id}-${slug}`;
export const contentLink = (lang: LanguageCode, slug: string) => `/${lang}/${slug}`;

/** Generated product pictures share one aspect ratio (4:5). */
export const IMAGE_WIDTH = 600;
export const IMAGE_HEIGHT = 750;

export const productImage = (publicBase: string, idProduct: number, position: number): ImageRef => ({
  url: `${publicBase}/img/p/${idProduct}-${position}.svg`,
  width: IMAGE_WIDTH,
  height: IMAGE_HEIGHT,
});
