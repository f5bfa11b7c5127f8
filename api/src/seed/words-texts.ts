/** Localized sentences, labels and size names the seed composes descriptions and attributes from. */
import type { Lang, Localized } from './words-products.ts';

export const DEPARTMENT_NAMES: Record<string, Localized> = {
  women: { en: 'Women', fr: 'Femme', it: 'Donna', es: 'Mujer', de: 'Damen' },
  men: { en: 'Men', fr: 'Homme', it: 'Uomo', es: 'Hombre', de: 'Herren' },
  kids: { en: 'Kids', fr: 'Enfant', it: 'Bambini', es: 'Niños', de: 'Kinder' },
  home: { en: 'Home', fr: 'Maison', it: 'Casa', es: 'Hogar', de: 'Wohnen' },
};

export const DEPARTMENT_INTROS: Record<string, Localized> = {
  women: {
    en: 'Dresses, knitwear and shoes for every season, designed to be worn for years.',
    fr: 'Robes, maille et chaussures pour chaque saison, pensées pour être portées longtemps.',
    it: 'Abiti, maglieria e scarpe per ogni stagione, pensati per durare anni.',
    es: 'Vestidos, punto y zapatos para cada temporada, pensados para durar años.',
    de: 'Kleider, Strick und Schuhe für jede Saison, gemacht für viele Jahre.',
  },
  men: {
    en: 'Shirts, tailoring and outerwear with clean lines and honest materials.',
    fr: 'Chemises, pantalons et vestes aux lignes nettes et aux matières honnêtes.',
    it: 'Camicie, pantaloni e capispalla dalle linee pulite e dai materiali sinceri.',
    es: 'Camisas, pantalones y prendas de abrigo de líneas limpias y materiales nobles.',
    de: 'Hemden, Hosen und Jacken mit klaren Linien und ehrlichen Materialien.',
  },
  kids: {
    en: 'Comfortable clothes for playing, learning and growing.',
    fr: 'Des vêtements confortables pour jouer, apprendre et grandir.',
    it: 'Capi comodi per giocare, imparare e crescere.',
    es: 'Ropa cómoda para jugar, aprender y crecer.',
    de: 'Bequeme Kleidung zum Spielen, Lernen und Wachsen.',
  },
  home: {
    en: 'Textiles and tableware that make a house feel like home.',
    fr: 'Linge de maison et vaisselle pour se sentir chez soi.',
    it: 'Tessili e stoviglie per sentirsi a casa.',
    es: 'Textiles y vajilla para sentirse en casa.',
    de: 'Heimtextilien und Geschirr für ein echtes Zuhause.',
  },
};

export const SUBCATEGORY_NAMES: Record<string, Localized> = {
  dresses: { en: 'Dresses', fr: 'Robes', it: 'Abiti', es: 'Vestidos', de: 'Kleider' },
  tops: {
    en: 'Tops & Shirts',
    fr: 'Hauts et chemises',
    it: 'Top e camicie',
    es: 'Tops y camisas',
    de: 'Tops & Blusen',
  },
  bottoms: {
    en: 'Trousers & Skirts',
    fr: 'Pantalons et jupes',
    it: 'Pantaloni e gonne',
    es: 'Pantalones y faldas',
    de: 'Hosen & Röcke',
  },
  knitwear: { en: 'Knitwear', fr: 'Maille', it: 'Maglieria', es: 'Punto', de: 'Strick' },
  shoes: { en: 'Shoes', fr: 'Chaussures', it: 'Scarpe', es: 'Zapatos', de: 'Schuhe' },
  shirts: {
    en: 'Shirts & Polos',
    fr: 'Chemises et polos',
    it: 'Camicie e polo',
    es: 'Camisas y polos',
    de: 'Hemden & Polos',
  },
  trousers: { en: 'Trousers', fr: 'Pantalons', it: 'Pantaloni', es: 'Pantalones', de: 'Hosen' },
  outerwear: {
    en: 'Jackets & Coats',
    fr: 'Vestes et manteaux',
    it: 'Giacche e cappotti',
    es: 'Chaquetas y abrigos',
    de: 'Jacken & Mäntel',
  },
  baby: { en: 'Baby', fr: 'Bébé', it: 'Neonato', es: 'Bebé', de: 'Baby' },
  girls: { en: 'Girls', fr: 'Fille', it: 'Bambina', es: 'Niña', de: 'Mädchen' },
  boys: { en: 'Boys', fr: 'Garçon', it: 'Bambino', es: 'Niño', de: 'Jungen' },
  cushions: { en: 'Cushions', fr: 'Coussins', it: 'Cuscini', es: 'Cojines', de: 'Kissen' },
  bath: { en: 'Bath', fr: 'Salle de bain', it: 'Bagno', es: 'Baño', de: 'Bad' },
  kitchen: { en: 'Kitchen', fr: 'Cuisine', it: 'Cucina', es: 'Cocina', de: 'Küche' },
  throws: {
    en: 'Throws & Blankets',
    fr: 'Plaids et couvertures',
    it: 'Plaid e coperte',
    es: 'Mantas',
    de: 'Decken & Plaids',
  },
};

export const SELECTION_LINE: Localized = {
  en: 'Discover our selection: {name}.',
  fr: 'Découvrez notre sélection : {name}.',
  it: 'Scopri la nostra selezione: {name}.',
  es: 'Descubre nuestra selección: {name}.',
  de: 'Entdecken Sie unsere Auswahl: {name}.',
};

/** First sentence of a short description: where the material goes. */
export const MADE_OF: Localized = { en: 'Made of {m}.', fr: 'En {m}.', it: 'In {m}.', es: 'De {m}.', de: 'Aus {m}.' };

export const USAGE: Record<'apparel' | 'shoes' | 'kids' | 'home', Localized> = {
  apparel: {
    en: 'An easy piece for every day, designed to last season after season.',
    fr: 'Une pièce facile à porter au quotidien, pensée pour durer.',
    it: 'Un capo facile da indossare ogni giorno, pensato per durare nel tempo.',
    es: 'Una prenda fácil de llevar a diario, pensada para durar.',
    de: 'Ein unkompliziertes Teil für jeden Tag, gemacht für viele Saisons.',
  },
  shoes: {
    en: 'Comfort from the first step, thanks to a cushioned footbed.',
    fr: 'Le confort dès le premier pas grâce à la semelle amortissante.',
    it: 'Comfort fin dal primo passo, grazie al plantare ammortizzato.',
    es: 'Comodidad desde el primer paso gracias a la plantilla acolchada.',
    de: 'Komfort vom ersten Schritt an dank gepolstertem Fußbett.',
  },
  kids: {
    en: 'Made for free play, in soft, easy-care materials.',
    fr: 'Pour jouer en toute liberté, avec des matières douces et faciles à laver.',
    it: 'Per giocare in libertà, con materiali morbidi e facili da lavare.',
    es: 'Para jugar con libertad, con materiales suaves y fáciles de lavar.',
    de: 'Zum freien Spielen, aus weichen, pflegeleichten Materialien.',
  },
  home: {
    en: 'Brings warmth and character to every room.',
    fr: 'Apporte chaleur et caractère à chaque pièce.',
    it: 'Porta calore e carattere in ogni stanza.',
    es: 'Aporta calidez y carácter a cada estancia.',
    de: 'Bringt Wärme und Charakter in jeden Raum.',
  },
};

export const DESIGN_LINE: Localized = {
  en: 'Italian design, produced in small runs by trusted workshops.',
  fr: 'Un design italien, avec une production en petites séries dans des ateliers de confiance.',
  it: 'Design italiano, con produzione in piccole serie presso laboratori di fiducia.',
  es: 'Diseño italiano, con producción en pequeñas series en talleres de confianza.',
  de: 'Italienisches Design, in kleinen Serien von vertrauten Werkstätten gefertigt.',
};

export const CARE: Record<'wash' | 'hand' | 'leather' | 'dishwasher', Localized> = {
  wash: {
    en: 'Machine wash at 30 °C.',
    fr: 'Lavage en machine à 30 °C.',
    it: 'Lavaggio in lavatrice a 30 °C.',
    es: 'Lavado a máquina a 30 °C.',
    de: 'Maschinenwäsche bei 30 °C.',
  },
  hand: {
    en: 'Hand wash cold or dry clean.',
    fr: 'Lavage à la main à froid ou nettoyage à sec.',
    it: 'Lavaggio a mano a freddo o lavaggio a secco.',
    es: 'Lavado a mano en frío o limpieza en seco.',
    de: 'Handwäsche kalt oder chemische Reinigung.',
  },
  leather: {
    en: 'Clean with a soft brush; protect with a waterproofing spray.',
    fr: 'Nettoyer avec une brosse douce ; protéger avec un spray imperméabilisant.',
    it: 'Pulire con una spazzola morbida; proteggere con uno spray impermeabilizzante.',
    es: 'Limpiar con un cepillo suave; proteger con un spray impermeabilizante.',
    de: 'Mit einer weichen Bürste reinigen; mit Imprägnierspray schützen.',
  },
  dishwasher: {
    en: 'Dishwasher and microwave safe.',
    fr: 'Compatible lave-vaisselle et micro-ondes.',
    it: 'Lavabile in lavastoviglie e adatto al microonde.',
    es: 'Apto para lavavajillas y microondas.',
    de: 'Spülmaschinen- und mikrowellengeeignet.',
  },
};

export const FEATURE_LABELS: Record<'composition' | 'care' | 'origin', Localized> = {
  composition: { en: 'Composition', fr: 'Composition', it: 'Composizione', es: 'Composición', de: 'Zusammensetzung' },
  care: { en: 'Care', fr: 'Entretien', it: 'Manutenzione', es: 'Cuidados', de: 'Pflege' },
  origin: { en: 'Made in', fr: 'Fabrication', it: 'Prodotto in', es: 'Fabricado en', de: 'Herkunft' },
};

export const ORIGINS: Localized[] = [
  { en: 'Italy', fr: 'Italie', it: 'Italia', es: 'Italia', de: 'Italien' },
  { en: 'Portugal', fr: 'Portugal', it: 'Portogallo', es: 'Portugal', de: 'Portugal' },
  { en: 'Spain', fr: 'Espagne', it: 'Spagna', es: 'España', de: 'Spanien' },
];

/** "100% linen" with each language's spacing before the percent sign. */
export function composition(lang: Lang, material: string): string {
  return lang === 'fr' || lang === 'de' || lang === 'es' ? `100 % ${material}` : `100% ${material}`;
}

export const SIZE_WORDS = {
  oneSize: { en: 'One size', fr: 'Taille unique', it: 'Taglia unica', es: 'Talla única', de: 'Einheitsgröße' },
  years: { en: '{n} years', fr: '{n} ans', it: '{n} anni', es: '{n} años', de: '{n} Jahre' },
  months: { en: '{n} months', fr: '{n} mois', it: '{n} mesi', es: '{n} meses', de: '{n} Monate' },
} satisfies Record<string, Localized>;

export const GROUP_NAMES = {
  size: { en: 'Size', fr: 'Taille', it: 'Taglia', es: 'Talla', de: 'Größe' },
  colour: { en: 'Colour', fr: 'Couleur', it: 'Colore', es: 'Color', de: 'Farbe' },
} satisfies Record<string, Localized>;

export const BRAND_LINE: Localized = {
  en: '{brand} designs {focus} in {place}.',
  fr: '{brand} dessine {focus} à {place}.',
  it: '{brand} disegna {focus} a {place}.',
  es: '{brand} diseña {focus} en {place}.',
  de: '{brand} entwirft {focus} in {place}.',
};

export const BRAND_FOCUS: Record<string, Localized> = {
  everyday: {
    en: 'everyday wardrobe essentials',
    fr: 'des essentiels du quotidien',
    it: 'capi essenziali per ogni giorno',
    es: 'básicos para cada día',
    de: 'Basics für jeden Tag',
  },
  tailoring: {
    en: 'relaxed tailoring',
    fr: 'un tailoring décontracté',
    it: 'una sartoria rilassata',
    es: 'sastrería relajada',
    de: 'lässige Schneiderkunst',
  },
  knitwear: {
    en: 'knitwear in natural yarns',
    fr: 'de la maille en fibres naturelles',
    it: 'maglieria in filati naturali',
    es: 'punto en hilos naturales',
    de: 'Strick aus Naturgarnen',
  },
  footwear: {
    en: 'hand-finished footwear',
    fr: 'des chaussures finies à la main',
    it: 'calzature rifinite a mano',
    es: 'calzado acabado a mano',
    de: 'handgefertigte Schuhe',
  },
  kidswear: {
    en: 'clothes for children',
    fr: 'des vêtements pour enfants',
    it: 'abbigliamento per bambini',
    es: 'ropa infantil',
    de: 'Kinderkleidung',
  },
  home: {
    en: 'textiles and objects for the home',
    fr: 'du linge et des objets pour la maison',
    it: 'tessili e oggetti per la casa',
    es: 'textiles y objetos para el hogar',
    de: 'Textilien und Objekte fürs Zuhause',
  },
};
