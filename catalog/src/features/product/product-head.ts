/** What crawlers read in <head> for a product: title, description, canonical, hreflang alternates, schema.org Product. */
import { locales, type Locale } from '@storefront/shared/i18n';
import type { PageHead } from '@storefront/shared/remotes';
import { paths } from '@storefront/shared/routing';
import type { Availability, ProductDetail } from '@storefront/shared/schemas';

const DESCRIPTION_CHARS = 160;

const schemaAvailability: Record<Availability, string> = {
  available: 'https://schema.org/InStock',
  last_remaining_items: 'https://schema.org/LimitedAvailability',
  unavailable: 'https://schema.org/OutOfStock',
};

/** Text of an HTML fragment, shortened on a word boundary for a meta description. */
export function plainText(html: string, max = DESCRIPTION_CHARS): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export function productHead(product: ProductDetail, lang: Locale, origin: string): PageHead {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
  const canonical = paths.product(lang, product.id_product, product.link_rewrite);
  // Each language's page under that language's own slug, as the api names it; English is the default. The catalog
  // ships apart from the api: an api release older than `links` gets this page alone (a guessed slug would be a 301).
  const alternates: Record<string, string> = Object.fromEntries(
    Object.entries((product.links as ProductDetail['links'] | undefined) ?? { [lang]: canonical }).filter(([code]) =>
      (locales as readonly string[]).includes(code),
    ),
  );
  if (alternates.en) alternates['x-default'] = alternates.en;
  const description = plainText(product.description_short || product.description);
  const images = product.images.length ? product.images : [product.default_image];
  return {
    title: product.manufacturer_name ? `${product.name} – ${product.manufacturer_name}` : product.name,
    description,
    canonical,
    alternates,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      sku: product.reference,
      image: images.map((image) => absolute(image.url)),
      ...(product.manufacturer_name ? { brand: { '@type': 'Brand', name: product.manufacturer_name } } : {}),
      offers: {
        '@type': 'Offer',
        url: absolute(canonical),
        price: product.price_amount.toFixed(2),
        priceCurrency: 'EUR',
        availability: schemaAvailability[product.availability],
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  };
}
