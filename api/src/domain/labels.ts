/** Short texts the api itself puts in psdata, in the five languages (the apps localize everything else). */
import type { LanguageCode } from '@storefront/shared/schemas';

type Labels = Record<LanguageCode, string>;

export const LABELS = {
  inStock: { en: 'In stock', fr: 'En stock', it: 'Disponibile', es: 'En stock', de: 'Auf Lager' },
  lastItems: {
    en: 'Last items in stock',
    fr: 'Derniers articles en stock',
    it: 'Ultimi pezzi disponibili',
    es: 'Últimas unidades en stock',
    de: 'Nur noch wenige auf Lager',
  },
  outOfStock: { en: 'Out of stock', fr: 'Rupture de stock', it: 'Esaurito', es: 'Agotado', de: 'Ausverkauft' },
  subtotal: { en: 'Subtotal', fr: 'Sous-total', it: 'Subtotale', es: 'Subtotal', de: 'Zwischensumme' },
  discounts: { en: 'Discount(s)', fr: 'Remise(s)', it: 'Sconto/i', es: 'Descuento(s)', de: 'Rabatt(e)' },
  shipping: { en: 'Shipping', fr: 'Livraison', it: 'Spedizione', es: 'Envío', de: 'Versand' },
  tax: {
    en: 'Included VAT (22%)',
    fr: 'TVA incluse (22 %)',
    it: 'IVA inclusa (22%)',
    es: 'IVA incluido (22 %)',
    de: 'Enthaltene MwSt. (22 %)',
  },
  total: { en: 'Total', fr: 'Total', it: 'Totale', es: 'Total', de: 'Gesamt' },
  totalInclTax: {
    en: 'Total (tax incl.)',
    fr: 'Total TTC',
    it: 'Totale (IVA incl.)',
    es: 'Total (IVA incl.)',
    de: 'Gesamt (inkl. MwSt.)',
  },
  totalExclTax: {
    en: 'Total (tax excl.)',
    fr: 'Total HT',
    it: 'Totale (IVA escl.)',
    es: 'Total (sin IVA)',
    de: 'Gesamt (ohne MwSt.)',
  },
  free: { en: 'Free', fr: 'Gratuit', it: 'Gratis', es: 'Gratis', de: 'Kostenlos' },
  brand: { en: 'Brand', fr: 'Marque', it: 'Marca', es: 'Marca', de: 'Marke' },
  reference: { en: 'Reference', fr: 'Référence', it: 'Codice', es: 'Referencia', de: 'Artikelnummer' },
  condition: { en: 'Condition', fr: 'État', it: 'Condizione', es: 'Estado', de: 'Zustand' },
  conditionNew: { en: 'New', fr: 'Neuf', it: 'Nuovo', es: 'Nuevo', de: 'Neu' },
  brands: { en: 'Brands', fr: 'Marques', it: 'Marchi', es: 'Marcas', de: 'Marken' },
  price: { en: 'Price', fr: 'Prix', it: 'Prezzo', es: 'Precio', de: 'Preis' },
  availability: {
    en: 'Availability',
    fr: 'Disponibilité',
    it: 'Disponibilità',
    es: 'Disponibilidad',
    de: 'Verfügbarkeit',
  },
  sizeGuide: {
    en: 'Size guide',
    fr: 'Guide des tailles',
    it: 'Guida alle taglie',
    es: 'Guía de tallas',
    de: 'Größentabelle',
  },
  chest: { en: 'Chest', fr: 'Poitrine', it: 'Torace', es: 'Pecho', de: 'Brustumfang' },
  waist: { en: 'Waist', fr: 'Taille', it: 'Vita', es: 'Cintura', de: 'Taillenumfang' },
  hips: { en: 'Hips', fr: 'Hanches', it: 'Fianchi', es: 'Cadera', de: 'Hüftumfang' },
  inseam: { en: 'Inside leg', fr: 'Entrejambe', it: 'Cavallo', es: 'Entrepierna', de: 'Innenbeinlänge' },
  footLength: {
    en: 'Foot length',
    fr: 'Longueur du pied',
    it: 'Lunghezza piede',
    es: 'Longitud del pie',
    de: 'Fußlänge',
  },
  height: { en: 'Height', fr: 'Stature', it: 'Altezza', es: 'Estatura', de: 'Körpergröße' },
  // The titles an address's name line starts with (id_gender 1 and 2; 0 has none): the forms catalogue's words.
  titleMr: { en: 'Mr', fr: 'Monsieur', it: 'Sig.', es: 'Sr.', de: 'Herr' },
  titleMrs: { en: 'Ms', fr: 'Madame', it: 'Sig.ra', es: 'Sra.', de: 'Frau' },
} satisfies Record<string, Labels>;

export type LabelKey = keyof typeof LABELS;
export const label = (key: LabelKey, lang: LanguageCode): string => LABELS[key][lang];

/** A name as an address writes it: "Ms Giulia Bianchi", or the bare name when no title was chosen (id_gender 0). */
export function titledName(idGender: number, firstname: string, lastname: string, lang: LanguageCode): string {
  const title = idGender === 1 ? label('titleMr', lang) : idGender === 2 ? label('titleMrs', lang) : '';
  return [title, firstname, lastname].filter(Boolean).join(' ');
}

export const SORT_LABELS: Record<string, Labels> = {
  relevance: { en: 'Relevance', fr: 'Pertinence', it: 'Rilevanza', es: 'Relevancia', de: 'Relevanz' },
  price_asc: {
    en: 'Price, low to high',
    fr: 'Prix croissant',
    it: 'Prezzo crescente',
    es: 'Precio ascendente',
    de: 'Preis aufsteigend',
  },
  price_desc: {
    en: 'Price, high to low',
    fr: 'Prix décroissant',
    it: 'Prezzo decrescente',
    es: 'Precio descendente',
    de: 'Preis absteigend',
  },
  popularity: { en: 'Best sellers', fr: 'Meilleures ventes', it: 'Più venduti', es: 'Más vendidos', de: 'Bestseller' },
  date_add_asc: {
    en: 'Oldest first',
    fr: 'Plus anciens',
    it: 'Meno recenti',
    es: 'Más antiguos',
    de: 'Älteste zuerst',
  },
  date_add_desc: { en: 'Newest first', fr: 'Nouveautés', it: 'Novità', es: 'Novedades', de: 'Neueste zuerst' },
  title_asc: {
    en: 'Name, A to Z',
    fr: 'Nom, A à Z',
    it: 'Nome, dalla A alla Z',
    es: 'Nombre, de la A a la Z',
    de: 'Name, A bis Z',
  },
  title_desc: {
    en: 'Name, Z to A',
    fr: 'Nom, Z à A',
    it: 'Nome, dalla Z alla A',
    es: 'Nombre, de la Z a la A',
    de: 'Name, Z bis A',
  },
};
