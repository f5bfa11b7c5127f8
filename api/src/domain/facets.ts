/** Filtering and facet counts: AND across facets, OR within one; each count reflects the other active facets. */
import type { Facet, FacetFilter, FacetKey, LanguageCode } from '@storefront/shared/schemas';
import { label } from './labels.ts';
import { encodeFacetQuery, parsePriceRange, toggle, type ActiveFilters } from './facet-query.ts';
import { formatPrice } from './money.ts';
import type { ProductFact } from './product-facts.ts';
import type { ReferenceData } from './reference-data.ts';

const PRICE_BUCKETS = ['0_25', '25_50', '50_100', '100_200', '200_'];

export function matches(p: ProductFact, filters: ActiveFilters, ref: ReferenceData): boolean {
  const brands = filters.get('brand');
  if (brands && !brands.has(ref.brands.get(p.idManufacturer)?.link_rewrite ?? '')) return false;
  const prices = filters.get('price');
  if (prices) {
    const ok = [...prices].some((v) => {
      const range = parsePriceRange(v);
      return range !== null && p.price >= range[0] && p.price < range[1];
    });
    if (!ok) return false;
  }
  const sizes = filters.get('size');
  const colours = filters.get('colour');
  const slug = (id: number | null) => (id === null ? '' : (ref.attributes.get(id)?.slug ?? ''));
  const combos = p.combos.filter(
    (c) => (!sizes || sizes.has(slug(c.size))) && (!colours || colours.has(slug(c.colour))),
  );
  if (combos.length === 0) return false;
  const availability = filters.get('availability');
  if (availability) {
    const inStock = combos.some((c) => c.quantity > 0);
    return (availability.has('in_stock') && inStock) || (availability.has('out_of_stock') && !inStock);
  }
  return true;
}

interface Candidate {
  value: string;
  label: string;
  color?: string;
  order: number;
}

function candidates(key: FacetKey, facts: ProductFact[], ref: ReferenceData, lang: LanguageCode): Candidate[] {
  const seen = new Map<string, Candidate>();
  if (key === 'size' || key === 'colour') {
    for (const p of facts) {
      for (const c of p.combos) {
        const attribute = ref.attributes.get((key === 'size' ? c.size : c.colour) ?? -1);
        if (attribute && !seen.has(attribute.slug)) {
          seen.set(attribute.slug, {
            value: attribute.slug,
            label: attribute.names[lang],
            color: key === 'colour' ? attribute.color : undefined,
            order: attribute.position,
          });
        }
      }
    }
  } else if (key === 'brand') {
    for (const p of facts) {
      const brand = ref.brands.get(p.idManufacturer);
      if (brand) seen.set(brand.link_rewrite, { value: brand.link_rewrite, label: brand.name, order: 0 });
    }
  } else if (key === 'price') {
    PRICE_BUCKETS.forEach((value, order) => {
      const [min, max] = parsePriceRange(value) ?? [0, 0];
      const text = Number.isFinite(max)
        ? `${formatPrice(min, lang)} – ${formatPrice(max, lang)}`
        : `≥ ${formatPrice(min, lang)}`;
      seen.set(value, { value, label: text, order });
    });
  } else {
    seen.set('in_stock', { value: 'in_stock', label: label('inStock', lang), order: 0 });
    seen.set('out_of_stock', { value: 'out_of_stock', label: label('outOfStock', lang), order: 1 });
  }
  return [...seen.values()].sort((a, b) => a.order - b.order || a.label.localeCompare(b.label, lang));
}

const FACET_META: Record<FacetKey, { type: Facet['type']; widget: Facet['widgetType'] }> = {
  size: { type: 'attribute_group', widget: 'checkbox' },
  colour: { type: 'attribute_group', widget: 'color' },
  brand: { type: 'manufacturer', widget: 'checkbox' },
  price: { type: 'price', widget: 'checkbox' },
  availability: { type: 'availability', widget: 'checkbox' },
};

function facetLabel(key: FacetKey, ref: ReferenceData, lang: LanguageCode): string {
  if (key === 'brand') return label('brands', lang);
  if (key === 'price') return label('price', lang);
  if (key === 'availability') return label('availability', lang);
  return [...ref.groups.values()].find((g) => g.facetKey === key)?.names[lang] ?? key;
}

export function buildFacets(
  facts: ProductFact[],
  filters: ActiveFilters,
  ref: ReferenceData,
  lang: LanguageCode,
): Facet[] {
  const facets: Facet[] = [];
  for (const key of ['size', 'colour', 'brand', 'price', 'availability'] as const) {
    const active = filters.get(key) ?? new Set<string>();
    const list = candidates(key, facts, ref, lang);
    // Values a client sent that no bucket names (a custom price range) still show, so they can be switched off.
    for (const value of active)
      if (!list.some((c) => c.value === value)) list.push({ value, label: value.replace('_', ' – '), order: 99 });
    const filtersOut: FacetFilter[] = [];
    for (const c of list) {
      const only: ActiveFilters = new Map(filters);
      only.set(key, new Set([c.value]));
      const magnitude = facts.reduce((n, p) => n + (matches(p, only, ref) ? 1 : 0), 0);
      if (magnitude === 0 && !active.has(c.value)) continue;
      filtersOut.push({
        label: c.label,
        type: FACET_META[key].type,
        active: active.has(c.value),
        displayed: true,
        value: c.value,
        magnitude,
        properties: c.color ? { color: c.color } : {},
        nextEncodedFacets: encodeFacetQuery(toggle(filters, key, c.value)),
      });
    }
    if (filtersOut.length === 0) continue;
    facets.push({
      key,
      label: facetLabel(key, ref, lang),
      displayed: true,
      type: FACET_META[key].type,
      multipleSelectionAllowed: true,
      widgetType: FACET_META[key].widget,
      filters: filtersOut,
    });
  }
  return facets;
}
