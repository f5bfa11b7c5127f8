/** Body measurements per size, by the kind of product (centimetres). Home items carry their size in the name. */
import type { LanguageCode, SizeGuide } from '@storefront/shared/schemas';
import { label, type LabelKey } from './labels.ts';

type Table = { columns: LabelKey[]; rows: Record<string, number[]> };

const TOPS: Table = {
  columns: ['chest', 'waist', 'hips'],
  rows: { xs: [80, 62, 86], s: [86, 68, 92], m: [92, 74, 98], l: [98, 80, 104], xl: [104, 86, 110] },
};
const BOTTOMS: Table = {
  columns: ['waist', 'hips', 'inseam'],
  rows: { xs: [62, 86, 78], s: [68, 92, 79], m: [74, 98, 80], l: [80, 104, 81], xl: [86, 110, 82] },
};
const SHOES: Table = {
  columns: ['footLength'],
  rows: Object.fromEntries(
    [26, 28, 30, 32, 34, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45].map((n) => [
      `eu${n}`,
      [Math.round(((n * 2) / 3) * 10 - 15) / 10],
    ]),
  ),
};
const KIDS: Table = {
  columns: ['height'],
  rows: {
    '2y': [92],
    '4y': [104],
    '6y': [116],
    '8y': [128],
    '10y': [140],
    '12y': [152],
    '0to3m': [62],
    '3to6m': [68],
    '6to12m': [80],
    '12to18m': [86],
  },
};

function tableFor(kind: string): Table | null {
  if (kind.startsWith('kids-') && !kind.endsWith('sneakers')) return KIDS;
  if (['sneakers', 'boots', 'loafers', 'kids-sneakers'].includes(kind)) return SHOES;
  if (['trousers', 'skirt'].includes(kind)) return BOTTOMS;
  if (['dress', 'blouse', 'shirt', 'tshirt', 'polo', 'jacket', 'coat', 'sweater', 'cardigan', 'hoodie'].includes(kind))
    return TOPS;
  return null;
}

/** Rows for the sizes this product is made in, labelled as the shopper sees them. */
export function sizeGuide(kind: string, sizes: { slug: string; name: string }[], lang: LanguageCode): SizeGuide | null {
  const table = tableFor(kind);
  if (!table) return null;
  const rows = sizes.flatMap((s) => {
    const values = table.rows[s.slug];
    return values ? [{ size: s.name, values }] : [];
  });
  return rows.length
    ? { title: label('sizeGuide', lang), unit: 'cm', columns: table.columns.map((c) => label(c, lang)), rows }
    : null;
}
