/** The product page: the combination chosen by the `group` map, its price, stock and pictures, and the selectors. */
import {
  CART_LINE_LIMIT,
  LANGUAGES,
  type LanguageCode,
  type ProductDetail,
  type ProductGroup,
} from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { breadcrumb } from './categories.ts';
import { label } from './labels.ts';
import { productImage, productLink } from './links.ts';
import { euros } from './money.ts';
import { comboPrice, loadFacts, type ComboFact, type ProductFact } from './product-facts.ts';
import { presentListing, type PresentContext } from './product-presenter.ts';
import { cleanHtml } from './sanitize.ts';
import { sizeGuide } from './size-guide.ts';

/**
 * The combination matching every selected attribute; when the selection names no existing combination (a size
 * the chosen colour is not made in), the one matching the most selections, preferring stock, then the default.
 */
export function resolveCombination(p: ProductFact, selection: number[]): ComboFact {
  if (selection.length === 0) return p.defaultCombo;
  const score = (c: ComboFact) =>
    selection.filter((a) => c.attributes.includes(a)).length * 2 + (c.quantity > 0 ? 1 : 0);
  return (
    [...p.combos].sort((a, b) => score(b) - score(a) || Number(b.isDefault) - Number(a.isDefault) || a.id - b.id)[0] ??
    p.defaultCombo
  );
}

function buildGroups(p: ProductFact, chosen: ComboFact, ctx: PresentContext): ProductGroup[] {
  const { ref, lang } = ctx;
  const groupIds = [
    ...new Set(p.combos.flatMap((c) => c.attributes.map((a) => ref.attributes.get(a)?.group ?? 0))),
  ].sort((a, b) => (ref.groups.get(a)?.position ?? 0) - (ref.groups.get(b)?.position ?? 0));
  return groupIds.map((groupId) => {
    const group = ref.groups.get(groupId);
    const inGroup = (id: number) => ref.attributes.get(id)?.group === groupId;
    const others = chosen.attributes.filter((a) => !inGroup(a));
    const attributeIds = [...new Set(p.combos.flatMap((c) => c.attributes.filter(inGroup)))].sort(
      (a, b) => (ref.attributes.get(a)?.position ?? 0) - (ref.attributes.get(b)?.position ?? 0),
    );
    return {
      id_attribute_group: groupId,
      name: group?.names[lang] ?? '',
      group_type: group?.type ?? 'select',
      attributes: attributeIds.map((id) => {
        const attribute = ref.attributes.get(id);
        return {
          id_attribute: id,
          name: attribute?.names[lang] ?? '',
          html_color_code: attribute?.color ?? '',
          selected: chosen.attributes.includes(id),
          available: p.combos.some(
            (c) => c.quantity > 0 && c.attributes.includes(id) && others.every((o) => c.attributes.includes(o)),
          ),
        };
      }),
    };
  });
}

export async function productDetail(
  db: Db,
  productId: number,
  group: Record<string, number> | undefined,
  ctx: PresentContext,
): Promise<ProductDetail> {
  const { lang, ref } = ctx;
  const [p] = await loadFacts(db, ref, lang, { productIds: [productId] });
  if (!p) throw notFound('product not found', 302);
  const texts = await db
    .selectFrom('product_lang')
    .select(['description', 'features'])
    .where('id_product', '=', p.id)
    .where('lang', '=', lang)
    .executeTakeFirst();
  const slugs = await db
    .selectFrom('product_lang')
    .select(['lang', 'link_rewrite'])
    .where('id_product', '=', p.id)
    .execute();
  const images = p.images;
  const combo = resolveCombination(p, Object.values(group ?? {}));
  const listing = presentListing(p, images, ctx, combo, combo.quantity);
  // Pictures of the chosen colour first (cover first), then the other colours.
  const ordered = [
    ...images.filter((i) => i.id_attribute === combo.colour),
    ...images.filter((i) => i.id_attribute !== combo.colour),
  ];
  const features = JSON.parse(texts?.features ?? '[]') as { name: string; value: string }[];
  const brand = ref.brands.get(p.idManufacturer)?.name ?? '';
  // The brand's shipping rule to the shop's own country, told on its product pages (shared pages: nothing personal).
  const rule = await db
    .selectFrom('shipping_brand_rule as r')
    .innerJoin('country as c', 'c.id_zone', 'r.id_zone')
    .select(['r.free_from', 'c.names'])
    .where('r.id_manufacturer', '=', p.idManufacturer)
    .where('c.iso_code', '=', ctx.homeCountry)
    .executeTakeFirst();
  const sizes = [...new Set(p.combos.map((c) => c.size))]
    .flatMap((id) => (id === null ? [] : [ref.attributes.get(id)]))
    .filter((a) => a !== undefined)
    .sort((a, b) => a.position - b.position)
    .map((a) => ({ slug: a.slug, name: a.names[lang as LanguageCode] }));
  return {
    ...listing,
    images: ordered.map((i) => productImage(ctx.publicBase, p.id, i.position)),
    description: cleanHtml(texts?.description ?? ''),
    product_info: [
      { name: label('brand', lang), value: brand },
      { name: label('reference', lang), value: p.reference },
      { name: label('condition', lang), value: label('conditionNew', lang) },
      ...features.slice(0, 1),
    ],
    features,
    groups: buildGroups(p, combo, ctx),
    combinations: p.combos.map((c) => ({
      id_product_attribute: c.id,
      attributes: c.attributes,
      quantity: c.quantity,
      price_amount: euros(comboPrice(p, c.impact).price),
    })),
    breadcrumb: breadcrumb(ref, p.idCategory, lang),
    size_guide: sizeGuide(p.kind, sizes, lang),
    quantity_limit: Math.min(combo.quantity, CART_LINE_LIMIT),
    shipping_rule: rule
      ? {
          id_manufacturer: p.idManufacturer,
          name: brand,
          free_from: euros(rule.free_from),
          country: (JSON.parse(rule.names) as Record<string, string>)[lang] ?? ctx.homeCountry,
        }
      : null,
    links: Object.fromEntries(
      LANGUAGES.flatMap((l) => {
        const slug = slugs.find((s) => s.lang === l)?.link_rewrite;
        return slug ? [[l, productLink(l, p.id, slug)]] : [];
      }),
    ),
  };
}
