/**
 * Localized word lists the product names are composed from (type × adjective × material), with the grammatical
 * gender each language needs so adjectives agree: "Light Linen Dress", "Robe légère en lin", "Abito leggero in lino",
 * "Vestido ligero de lino", "Leichtes Kleid aus Leinen".
 */
export type Lang = 'en' | 'fr' | 'it' | 'es' | 'de';
export const LANGS: readonly Lang[] = ['en', 'fr', 'it', 'es', 'de'];
export type Localized = Record<Lang, string>;

/** Romance languages: masculine/feminine × singular/plural. German: strong adjective endings m/f/n/plural. */
type RomanceGender = 'ms' | 'fs' | 'mp' | 'fp';
type GermanGender = 'm' | 'f' | 'n' | 'p';
const ROMANCE: RomanceGender[] = ['ms', 'fs', 'mp', 'fp'];
const GERMAN: GermanGender[] = ['m', 'f', 'n', 'p'];

export interface TypeWord {
  en: string;
  fr: [string, RomanceGender];
  it: [string, RomanceGender];
  es: [string, RomanceGender];
  de: [string, GermanGender];
}

export const KINDS = {
  dress: { en: 'Dress', fr: ['Robe', 'fs'], it: ['Abito', 'ms'], es: ['Vestido', 'ms'], de: ['Kleid', 'n'] },
  blouse: { en: 'Blouse', fr: ['Blouse', 'fs'], it: ['Blusa', 'fs'], es: ['Blusa', 'fs'], de: ['Bluse', 'f'] },
  shirt: { en: 'Shirt', fr: ['Chemise', 'fs'], it: ['Camicia', 'fs'], es: ['Camisa', 'fs'], de: ['Hemd', 'n'] },
  tshirt: { en: 'T-Shirt', fr: ['T-shirt', 'ms'], it: ['T-shirt', 'fs'], es: ['Camiseta', 'fs'], de: ['T-Shirt', 'n'] },
  polo: { en: 'Polo Shirt', fr: ['Polo', 'ms'], it: ['Polo', 'fs'], es: ['Polo', 'ms'], de: ['Poloshirt', 'n'] },
  trousers: {
    en: 'Trousers',
    fr: ['Pantalon', 'ms'],
    it: ['Pantaloni', 'mp'],
    es: ['Pantalón', 'ms'],
    de: ['Hose', 'f'],
  },
  skirt: { en: 'Skirt', fr: ['Jupe', 'fs'], it: ['Gonna', 'fs'], es: ['Falda', 'fs'], de: ['Rock', 'm'] },
  jacket: { en: 'Jacket', fr: ['Veste', 'fs'], it: ['Giacca', 'fs'], es: ['Chaqueta', 'fs'], de: ['Jacke', 'f'] },
  coat: { en: 'Coat', fr: ['Manteau', 'ms'], it: ['Cappotto', 'ms'], es: ['Abrigo', 'ms'], de: ['Mantel', 'm'] },
  sweater: { en: 'Sweater', fr: ['Pull', 'ms'], it: ['Maglione', 'ms'], es: ['Jersey', 'ms'], de: ['Pullover', 'm'] },
  cardigan: {
    en: 'Cardigan',
    fr: ['Cardigan', 'ms'],
    it: ['Cardigan', 'ms'],
    es: ['Cárdigan', 'ms'],
    de: ['Cardigan', 'm'],
  },
  sneakers: {
    en: 'Sneakers',
    fr: ['Baskets', 'fp'],
    it: ['Sneakers', 'fp'],
    es: ['Zapatillas', 'fp'],
    de: ['Sneaker', 'p'],
  },
  boots: {
    en: 'Ankle Boots',
    fr: ['Bottines', 'fp'],
    it: ['Stivaletti', 'mp'],
    es: ['Botines', 'mp'],
    de: ['Stiefeletten', 'p'],
  },
  loafers: {
    en: 'Loafers',
    fr: ['Mocassins', 'mp'],
    it: ['Mocassini', 'mp'],
    es: ['Mocasines', 'mp'],
    de: ['Loafer', 'p'],
  },
  bodysuit: { en: 'Bodysuit', fr: ['Body', 'ms'], it: ['Body', 'ms'], es: ['Body', 'ms'], de: ['Body', 'm'] },
  hoodie: {
    en: 'Hoodie',
    fr: ['Sweat à capuche', 'ms'],
    it: ['Felpa con cappuccio', 'fs'],
    es: ['Sudadera con capucha', 'fs'],
    de: ['Kapuzenpullover', 'm'],
  },
  cushion: {
    en: 'Cushion Cover',
    fr: ['Housse de coussin', 'fs'],
    it: ['Fodera per cuscino', 'fs'],
    es: ['Funda de cojín', 'fs'],
    de: ['Kissenbezug', 'm'],
  },
  towel: {
    en: 'Bath Towel',
    fr: ['Serviette de bain', 'fs'],
    it: ['Telo bagno', 'ms'],
    es: ['Toalla de baño', 'fs'],
    de: ['Badetuch', 'n'],
  },
  mug: { en: 'Mug', fr: ['Mug', 'ms'], it: ['Tazza', 'fs'], es: ['Taza', 'fs'], de: ['Becher', 'm'] },
  throw: { en: 'Throw', fr: ['Plaid', 'ms'], it: ['Plaid', 'ms'], es: ['Manta', 'fs'], de: ['Plaid', 'n'] },
} satisfies Record<string, TypeWord>;
export type Kind = keyof typeof KINDS;

interface AdjectiveWord {
  en: string;
  fr: string[];
  it: string[];
  es: string[];
  de: string[];
}
const same = (w: string) => [w, w, w, w];

export const ADJECTIVES = {
  classic: {
    en: 'Classic',
    fr: ['classique', 'classique', 'classiques', 'classiques'],
    it: ['classico', 'classica', 'classici', 'classiche'],
    es: ['clásico', 'clásica', 'clásicos', 'clásicas'],
    de: ['Klassischer', 'Klassische', 'Klassisches', 'Klassische'],
  },
  light: {
    en: 'Light',
    fr: ['léger', 'légère', 'légers', 'légères'],
    it: ['leggero', 'leggera', 'leggeri', 'leggere'],
    es: ['ligero', 'ligera', 'ligeros', 'ligeras'],
    de: ['Leichter', 'Leichte', 'Leichtes', 'Leichte'],
  },
  striped: {
    en: 'Striped',
    fr: ['rayé', 'rayée', 'rayés', 'rayées'],
    it: same('a righe'),
    es: same('a rayas'),
    de: ['Gestreifter', 'Gestreifte', 'Gestreiftes', 'Gestreifte'],
  },
  elegant: {
    en: 'Elegant',
    fr: ['élégant', 'élégante', 'élégants', 'élégantes'],
    it: ['elegante', 'elegante', 'eleganti', 'eleganti'],
    es: ['elegante', 'elegante', 'elegantes', 'elegantes'],
    de: ['Eleganter', 'Elegante', 'Elegantes', 'Elegante'],
  },
  soft: {
    en: 'Soft',
    fr: ['doux', 'douce', 'doux', 'douces'],
    it: ['morbido', 'morbida', 'morbidi', 'morbide'],
    es: ['suave', 'suave', 'suaves', 'suaves'],
    de: ['Weicher', 'Weiche', 'Weiches', 'Weiche'],
  },
  essential: {
    en: 'Essential',
    fr: ['essentiel', 'essentielle', 'essentiels', 'essentielles'],
    it: ['essenziale', 'essenziale', 'essenziali', 'essenziali'],
    es: ['esencial', 'esencial', 'esenciales', 'esenciales'],
    de: ['Schlichter', 'Schlichte', 'Schlichtes', 'Schlichte'],
  },
  relaxed: {
    en: 'Relaxed',
    fr: ['décontracté', 'décontractée', 'décontractés', 'décontractées'],
    it: ['comodo', 'comoda', 'comodi', 'comode'],
    es: ['holgado', 'holgada', 'holgados', 'holgadas'],
    de: ['Lässiger', 'Lässige', 'Lässiges', 'Lässige'],
  },
  urban: {
    en: 'Urban',
    fr: ['urbain', 'urbaine', 'urbains', 'urbaines'],
    it: ['urbano', 'urbana', 'urbani', 'urbane'],
    es: ['urbano', 'urbana', 'urbanos', 'urbanas'],
    de: ['Urbaner', 'Urbane', 'Urbanes', 'Urbane'],
  },
} satisfies Record<string, AdjectiveWord>;
export type Adjective = keyof typeof ADJECTIVES;

/** Materials as used after "en/in/de/aus" (German dative needs no article here). `care` picks the care line. */
export const MATERIALS = {
  cotton: { en: 'Cotton', fr: 'coton', it: 'cotone', es: 'algodón', de: 'Baumwolle', care: 'wash' },
  organic: {
    en: 'Organic Cotton',
    fr: 'coton bio',
    it: 'cotone biologico',
    es: 'algodón orgánico',
    de: 'Bio-Baumwolle',
    care: 'wash',
  },
  linen: { en: 'Linen', fr: 'lin', it: 'lino', es: 'lino', de: 'Leinen', care: 'wash' },
  silk: { en: 'Silk', fr: 'soie', it: 'seta', es: 'seda', de: 'Seide', care: 'hand' },
  viscose: { en: 'Viscose', fr: 'viscose', it: 'viscosa', es: 'viscosa', de: 'Viskose', care: 'wash' },
  denim: { en: 'Denim', fr: 'denim', it: 'denim', es: 'denim', de: 'Denim', care: 'wash' },
  wool: { en: 'Wool', fr: 'laine', it: 'lana', es: 'lana', de: 'Wolle', care: 'hand' },
  cashmere: { en: 'Cashmere', fr: 'cachemire', it: 'cashmere', es: 'cachemira', de: 'Kaschmir', care: 'hand' },
  merino: {
    en: 'Merino Wool',
    fr: 'laine mérinos',
    it: 'lana merino',
    es: 'lana merino',
    de: 'Merinowolle',
    care: 'hand',
  },
  leather: { en: 'Leather', fr: 'cuir', it: 'pelle', es: 'piel', de: 'Leder', care: 'leather' },
  suede: { en: 'Suede', fr: 'daim', it: 'camoscio', es: 'ante', de: 'Wildleder', care: 'leather' },
  canvas: { en: 'Canvas', fr: 'toile', it: 'tela', es: 'lona', de: 'Canvas', care: 'leather' },
  velvet: { en: 'Velvet', fr: 'velours', it: 'velluto', es: 'terciopelo', de: 'Samt', care: 'hand' },
  terry: { en: 'Terry', fr: 'éponge', it: 'spugna', es: 'rizo', de: 'Frottee', care: 'wash' },
  ceramic: { en: 'Ceramic', fr: 'céramique', it: 'ceramica', es: 'cerámica', de: 'Keramik', care: 'dishwasher' },
  stoneware: { en: 'Stoneware', fr: 'grès', it: 'gres', es: 'gres', de: 'Steingut', care: 'dishwasher' },
} as const;
export type Material = keyof typeof MATERIALS;

/** Composes a product name in one language with the adjective agreeing with the type noun. */
export function productName(lang: Lang, kind: Kind, adjective: Adjective, material: Material): string {
  const t: TypeWord = KINDS[kind];
  const a: AdjectiveWord = ADJECTIVES[adjective];
  const m = MATERIALS[material];
  switch (lang) {
    case 'en':
      return `${a.en} ${m.en} ${t.en}`;
    case 'de':
      return `${a.de[GERMAN.indexOf(t.de[1])]} ${t.de[0]} aus ${m.de}`;
    case 'fr':
      return `${t.fr[0]} ${a.fr[ROMANCE.indexOf(t.fr[1])]} en ${m.fr}`;
    case 'it':
      return `${t.it[0]} ${a.it[ROMANCE.indexOf(t.it[1])]} in ${m.it}`;
    case 'es':
      return `${t.es[0]} ${a.es[ROMANCE.indexOf(t.es[1])]} de ${m.es}`;
  }
}

export const COLOURS = {
  black: { hex: '#1d1d1f', names: { en: 'Black', fr: 'Noir', it: 'Nero', es: 'Negro', de: 'Schwarz' } },
  white: { hex: '#f4f3ee', names: { en: 'White', fr: 'Blanc', it: 'Bianco', es: 'Blanco', de: 'Weiß' } },
  navy: { hex: '#1f2a44', names: { en: 'Navy', fr: 'Marine', it: 'Blu navy', es: 'Azul marino', de: 'Marineblau' } },
  grey: { hex: '#8a8d91', names: { en: 'Grey', fr: 'Gris', it: 'Grigio', es: 'Gris', de: 'Grau' } },
  beige: { hex: '#d8c3a5', names: { en: 'Beige', fr: 'Beige', it: 'Beige', es: 'Beige', de: 'Beige' } },
  red: { hex: '#b3261e', names: { en: 'Red', fr: 'Rouge', it: 'Rosso', es: 'Rojo', de: 'Rot' } },
  green: { hex: '#3f6b48', names: { en: 'Green', fr: 'Vert', it: 'Verde', es: 'Verde', de: 'Grün' } },
  blue: { hex: '#3b6ea5', names: { en: 'Blue', fr: 'Bleu', it: 'Blu', es: 'Azul', de: 'Blau' } },
  pink: { hex: '#e8a5b5', names: { en: 'Pink', fr: 'Rose', it: 'Rosa', es: 'Rosa', de: 'Rosa' } },
  yellow: { hex: '#e9c46a', names: { en: 'Yellow', fr: 'Jaune', it: 'Giallo', es: 'Amarillo', de: 'Gelb' } },
  brown: { hex: '#7b5135', names: { en: 'Brown', fr: 'Marron', it: 'Marrone', es: 'Marrón', de: 'Braun' } },
  terracotta: {
    hex: '#c46a4a',
    names: { en: 'Terracotta', fr: 'Terracotta', it: 'Terracotta', es: 'Terracota', de: 'Terrakotta' },
  },
  sage: { hex: '#a3b18a', names: { en: 'Sage', fr: 'Sauge', it: 'Salvia', es: 'Salvia', de: 'Salbei' } },
  cream: { hex: '#f1e6d0', names: { en: 'Cream', fr: 'Crème', it: 'Crema', es: 'Crema', de: 'Creme' } },
} satisfies Record<string, { hex: string; names: Localized }>;
export type Colour = keyof typeof COLOURS;
