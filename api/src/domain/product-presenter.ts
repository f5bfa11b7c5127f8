/** Presents products the way every list shows them (PrestaShop's ListingProduct field names). */
import type { Availability, ColorListItem, ImageRef, LanguageCode, ListingProduct } from '@storefront/shared/schemas';
import { label } from './labels.ts';
import { productImage, productLink } from './links.ts';
import { euros, formatPrice } from './money.ts';
import { comboPrice, type ComboFact, type ImageRow, type ProductFact } from './product-facts.ts';
import type { ReferenceData } from './reference-data.ts';
import { cleanHtml } from './sanitize.ts';

/** PrestaShop's "last remaining items" threshold (PS_LAST_QTIES). */
export const LAST_ITEMS_THRESHOLD = 3;
const NEW_FOR_DAYS = 30;

export interface PresentContext {
  lang: LanguageCode;
  ref: ReferenceData;
  publicBase: string;
  /** The shop's own country (ISO code): what a product page's shipping rule is told for. */
  homeCountry: string;
}

export function availabilityOf(
  quantity: number,
  lang: LanguageCode,
): { availability: Availability; availability_message: string } {
  if (quantity <= 0) return { availability: 'unavailable', availability_message: label('outOfStock', lang) };
  if (quantity <= LAST_ITEMS_THRESHOLD)
    return { availability: 'last_remaining_items', availability_message: label('lastItems', lang) };
  return { availability: 'available', availability_message: label('inStock', lang) };
}

/** The picture of a combination: the first image of its colour. */
export function coverFor(images: ImageRow[], combo: ComboFact, ctx: PresentContext, id: number): ImageRef {
  const image = images.find((i) => i.id_attribute === combo.colour) ?? images[0];
  return productImage(ctx.publicBase, id, image?.position ?? 1);
}

export function presentListing(
  p: ProductFact,
  images: ImageRow[],
  ctx: PresentContext,
  combo: ComboFact = p.defaultCombo,
  quantity = p.quantity,
): ListingProduct {
  const { lang, ref } = ctx;
  const { price, regular } = comboPrice(p, combo.impact);
  const category = ref.categories.get(p.idCategory)?.names[lang];
  const cover = coverFor(images, combo, ctx, p.id);
  const colours: ColorListItem[] = [];
  for (const image of images) {
    const attribute = image.id_attribute === null ? undefined : ref.attributes.get(image.id_attribute);
    if (attribute && image.view === 'front')
      colours.push({ id_attribute: attribute.id, name: attribute.names[lang], html_color_code: attribute.color });
  }
  const hasDiscount = price < regular;
  return {
    id_product: p.id,
    id_product_attribute: combo.id,
    name: p.name,
    link_rewrite: p.linkRewrite,
    link: productLink(lang, p.id, p.linkRewrite),
    reference: p.reference,
    description_short: cleanHtml(p.descriptionShort),
    id_manufacturer: p.idManufacturer,
    manufacturer_name: ref.brands.get(p.idManufacturer)?.name ?? '',
    id_category_default: p.idCategory,
    category: category?.link_rewrite ?? '',
    category_name: category?.name ?? '',
    quantity,
    price_amount: euros(price),
    regular_price_amount: euros(regular),
    price: formatPrice(price, lang),
    regular_price: formatPrice(regular, lang),
    has_discount: hasDiscount,
    discount_type: hasDiscount ? p.discountType : null,
    discount_percentage: hasDiscount ? `-${Math.round(((regular - price) / regular) * 100)}%` : null,
    default_image: cover,
    cover,
    ...availabilityOf(quantity, lang),
    new: Date.parse(p.dateAdd) > Date.now() - NEW_FOR_DAYS * 86_400_000,
    color_list: colours,
    date_add: p.dateAdd,
  };
}

export const presentMany = (facts: ProductFact[], ctx: PresentContext): ListingProduct[] =>
  facts.map((f) => presentListing(f, f.images, ctx));
