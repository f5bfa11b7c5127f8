/** What the seeded catalogue contains: departments, subcategories, the kinds sold in each, sizes, colours, prices. */
import type { Colour, Kind, Material, Adjective } from './words-products.ts';

export type Department = 'women' | 'men' | 'kids' | 'home';
export type SizeSet =
  'adult' | 'womenShoes' | 'menShoes' | 'kidsShoes' | 'kids' | 'baby' | 'cushion' | 'towel' | 'throw' | 'oneSize';

export interface SubcategoryPlan {
  id: number;
  key: string;
  department: Department;
  kinds: Kind[];
  count: number;
  sizes: SizeSet;
}

export const DEPARTMENTS: { id: number; key: Department }[] = [
  { id: 3, key: 'women' },
  { id: 4, key: 'men' },
  { id: 5, key: 'kids' },
  { id: 6, key: 'home' },
];

export const SUBCATEGORIES: SubcategoryPlan[] = [
  { id: 10, key: 'dresses', department: 'women', kinds: ['dress'], count: 11, sizes: 'adult' },
  { id: 11, key: 'tops', department: 'women', kinds: ['blouse', 'shirt', 'tshirt'], count: 11, sizes: 'adult' },
  { id: 12, key: 'bottoms', department: 'women', kinds: ['trousers', 'skirt'], count: 11, sizes: 'adult' },
  { id: 13, key: 'knitwear', department: 'women', kinds: ['sweater', 'cardigan'], count: 11, sizes: 'adult' },
  {
    id: 14,
    key: 'shoes',
    department: 'women',
    kinds: ['sneakers', 'boots', 'loafers'],
    count: 11,
    sizes: 'womenShoes',
  },
  { id: 15, key: 'shirts', department: 'men', kinds: ['shirt', 'polo', 'tshirt'], count: 9, sizes: 'adult' },
  { id: 16, key: 'trousers', department: 'men', kinds: ['trousers'], count: 9, sizes: 'adult' },
  { id: 17, key: 'outerwear', department: 'men', kinds: ['jacket', 'coat'], count: 9, sizes: 'adult' },
  { id: 18, key: 'knitwear', department: 'men', kinds: ['sweater', 'cardigan'], count: 9, sizes: 'adult' },
  { id: 19, key: 'shoes', department: 'men', kinds: ['sneakers', 'boots', 'loafers'], count: 9, sizes: 'menShoes' },
  { id: 20, key: 'baby', department: 'kids', kinds: ['bodysuit'], count: 9, sizes: 'baby' },
  { id: 21, key: 'girls', department: 'kids', kinds: ['dress', 'tshirt', 'hoodie'], count: 9, sizes: 'kids' },
  { id: 22, key: 'boys', department: 'kids', kinds: ['tshirt', 'trousers', 'hoodie'], count: 9, sizes: 'kids' },
  { id: 23, key: 'shoes', department: 'kids', kinds: ['sneakers'], count: 9, sizes: 'kidsShoes' },
  { id: 24, key: 'cushions', department: 'home', kinds: ['cushion'], count: 8, sizes: 'cushion' },
  { id: 25, key: 'bath', department: 'home', kinds: ['towel'], count: 8, sizes: 'towel' },
  { id: 26, key: 'kitchen', department: 'home', kinds: ['mug'], count: 8, sizes: 'oneSize' },
  { id: 27, key: 'throws', department: 'home', kinds: ['throw'], count: 8, sizes: 'throw' },
];

export const KIND_MATERIALS: Record<Kind, Material[]> = {
  dress: ['linen', 'silk', 'viscose', 'cotton'],
  blouse: ['silk', 'viscose', 'linen', 'cotton'],
  shirt: ['cotton', 'linen', 'organic', 'denim'],
  tshirt: ['cotton', 'organic', 'linen'],
  polo: ['cotton', 'organic'],
  trousers: ['cotton', 'linen', 'denim', 'wool'],
  skirt: ['denim', 'linen', 'wool', 'viscose'],
  jacket: ['denim', 'wool', 'cotton', 'linen'],
  coat: ['wool', 'cashmere'],
  sweater: ['wool', 'cashmere', 'merino', 'cotton'],
  cardigan: ['merino', 'cashmere', 'cotton', 'wool'],
  sneakers: ['leather', 'suede', 'canvas'],
  boots: ['leather', 'suede'],
  loafers: ['leather', 'suede'],
  bodysuit: ['organic', 'cotton'],
  hoodie: ['cotton', 'organic'],
  cushion: ['linen', 'velvet', 'cotton'],
  towel: ['terry', 'linen', 'organic'],
  mug: ['ceramic', 'stoneware'],
  throw: ['wool', 'cotton', 'merino', 'linen'],
};

const ALL_ADJECTIVES: Adjective[] = ['classic', 'light', 'striped', 'elegant', 'soft', 'essential', 'relaxed', 'urban'];
const SHOE_ADJECTIVES: Adjective[] = ['classic', 'elegant', 'urban', 'essential', 'relaxed', 'soft'];
const HOME_ADJECTIVES: Adjective[] = ['classic', 'striped', 'soft', 'essential', 'elegant'];

export function adjectivesFor(kind: Kind): Adjective[] {
  if (kind === 'sneakers' || kind === 'boots' || kind === 'loafers') return SHOE_ADJECTIVES;
  if (kind === 'cushion' || kind === 'towel' || kind === 'mug' || kind === 'throw') return HOME_ADJECTIVES;
  return ALL_ADJECTIVES;
}

/** Price range in euros (tax included) and weight in grams, for adults; kids' pieces cost and weigh about half. */
export const KIND_PRICE: Record<Kind, { min: number; max: number; weight: number }> = {
  dress: { min: 59, max: 189, weight: 350 },
  blouse: { min: 39, max: 119, weight: 200 },
  shirt: { min: 39, max: 109, weight: 250 },
  tshirt: { min: 15, max: 45, weight: 180 },
  polo: { min: 29, max: 69, weight: 220 },
  trousers: { min: 49, max: 139, weight: 500 },
  skirt: { min: 39, max: 99, weight: 350 },
  jacket: { min: 89, max: 249, weight: 900 },
  coat: { min: 159, max: 399, weight: 1600 },
  sweater: { min: 59, max: 229, weight: 600 },
  cardigan: { min: 59, max: 199, weight: 550 },
  sneakers: { min: 69, max: 159, weight: 1100 },
  boots: { min: 119, max: 229, weight: 1300 },
  loafers: { min: 99, max: 199, weight: 900 },
  bodysuit: { min: 12, max: 29, weight: 100 },
  hoodie: { min: 25, max: 55, weight: 400 },
  cushion: { min: 19, max: 45, weight: 300 },
  towel: { min: 12, max: 35, weight: 600 },
  mug: { min: 9, max: 19, weight: 400 },
  throw: { min: 49, max: 149, weight: 1400 },
};

export const COLOUR_POOLS: Record<Department | 'shoes', Colour[]> = {
  women: ['black', 'white', 'navy', 'beige', 'red', 'green', 'pink', 'sage', 'terracotta', 'cream'],
  men: ['black', 'white', 'navy', 'grey', 'beige', 'blue', 'green', 'brown'],
  kids: ['white', 'blue', 'pink', 'yellow', 'red', 'green', 'navy', 'grey'],
  home: ['white', 'cream', 'sage', 'terracotta', 'grey', 'blue', 'yellow', 'beige'],
  shoes: ['black', 'brown', 'white', 'beige', 'navy'],
};

export interface BrandPlan {
  id: number;
  name: string;
  focus: string;
  place: string;
  departments: Department[];
  shoes?: boolean;
}

export const BRANDS: BrandPlan[] = [
  { id: 1, name: 'Aurora Lane', focus: 'everyday', place: 'Milano', departments: ['women', 'kids'] },
  { id: 2, name: 'Nordvik', focus: 'knitwear', place: 'Bergen', departments: ['women', 'men'] },
  { id: 3, name: 'Ferro & Fili', focus: 'tailoring', place: 'Firenze', departments: ['women', 'men'] },
  { id: 4, name: 'Maison Sauvage', focus: 'everyday', place: 'Lyon', departments: ['women', 'men'] },
  { id: 5, name: 'Passo Leggero', focus: 'footwear', place: 'Fermo', departments: [], shoes: true },
  { id: 6, name: 'Petit Atelier', focus: 'kidswear', place: 'Bordeaux', departments: ['kids'] },
  { id: 7, name: 'Casa Lumen', focus: 'home', place: 'Como', departments: ['home'] },
  { id: 8, name: 'Linea Sette', focus: 'tailoring', place: 'Torino', departments: ['men'] },
  { id: 9, name: 'Blue Harbor', focus: 'everyday', place: 'Porto', departments: ['women', 'men', 'kids'], shoes: true },
  { id: 10, name: 'Oak & Thread', focus: 'home', place: 'Lisboa', departments: ['home'] },
];

/** Size attribute rows: slug, display label (same in every language unless localized), price impact in cents. */
export const SIZE_SETS: Record<SizeSet, { slug: string; label?: string; impact?: number }[]> = {
  adult: ['xs', 's', 'm', 'l', 'xl'].map((s) => ({ slug: s, label: s.toUpperCase() })),
  womenShoes: [36, 37, 38, 39, 40, 41].map((n) => ({ slug: `eu${n}`, label: String(n) })),
  menShoes: [40, 41, 42, 43, 44, 45].map((n) => ({ slug: `eu${n}`, label: String(n) })),
  kidsShoes: [26, 28, 30, 32, 34].map((n) => ({ slug: `eu${n}`, label: String(n) })),
  kids: [2, 4, 6, 8, 10, 12].map((n) => ({ slug: `${n}y` })),
  baby: ['0-3', '3-6', '6-12', '12-18'].map((r) => ({ slug: `${r.replace('-', 'to')}m` })),
  cushion: [
    { slug: '40x40', label: '40 × 40 cm' },
    { slug: '50x50', label: '50 × 50 cm', impact: 500 },
  ],
  towel: [
    { slug: '30x50', label: '30 × 50 cm' },
    { slug: '50x100', label: '50 × 100 cm', impact: 800 },
    { slug: '70x140', label: '70 × 140 cm', impact: 1500 },
  ],
  throw: [
    { slug: '130x170', label: '130 × 170 cm' },
    { slug: '150x200', label: '150 × 200 cm', impact: 2000 },
  ],
  oneSize: [{ slug: 'onesize' }],
};
