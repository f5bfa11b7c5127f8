/** Seeds zones, countries (names from ICU via Intl.DisplayNames), states, carriers and vouchers. */
import type { Db } from '../db/database.ts';
import { LANGS, type Localized } from './words-products.ts';

const DAY = 86_400_000;

const ZONES: { id: number; names: Localized }[] = [
  { id: 1, names: { en: 'Italy', fr: 'Italie', it: 'Italia', es: 'Italia', de: 'Italien' } },
  {
    id: 2,
    names: {
      en: 'European Union',
      fr: 'Union européenne',
      it: 'Unione europea',
      es: 'Unión Europea',
      de: 'Europäische Union',
    },
  },
  {
    id: 3,
    names: {
      en: 'Rest of Europe',
      fr: 'Reste de l’Europe',
      it: 'Resto d’Europa',
      es: 'Resto de Europa',
      de: 'Übriges Europa',
    },
  },
  {
    id: 4,
    names: { en: 'North America', fr: 'Amérique du Nord', it: 'Nord America', es: 'Norteamérica', de: 'Nordamerika' },
  },
];

/** iso, zone, call prefix, PrestaShop zip format (N digit, L letter, C iso code; '' = no postcode), VAT number pattern. */
const COUNTRIES: [string, number, number, string, string | null][] = [
  ['IT', 1, 39, 'NNNNN', '\\d{11}'],
  ['AT', 2, 43, 'NNNN', 'U\\d{8}'],
  ['BE', 2, 32, 'NNNN', '[01]\\d{9}'],
  ['BG', 2, 359, 'NNNN', '\\d{9,10}'],
  ['HR', 2, 385, 'NNNNN', '\\d{11}'],
  ['CY', 2, 357, 'NNNN', '\\d{8}[A-Z]'],
  ['CZ', 2, 420, 'NNN NN', '\\d{8,10}'],
  ['DK', 2, 45, 'NNNN', '\\d{8}'],
  ['EE', 2, 372, 'NNNNN', '\\d{9}'],
  ['FI', 2, 358, 'NNNNN', '\\d{8}'],
  ['FR', 2, 33, 'NNNNN', '[0-9A-HJ-NP-Z]{2}\\d{9}'],
  ['DE', 2, 49, 'NNNNN', '\\d{9}'],
  ['GR', 2, 30, 'NNN NN', '\\d{9}'],
  ['HU', 2, 36, 'NNNN', '\\d{8}'],
  ['IE', 2, 353, '', '\\d{7}[A-W][A-I]?|\\d[A-Z+*]\\d{5}[A-W]'],
  ['LV', 2, 371, 'C-NNNN', '\\d{11}'],
  ['LT', 2, 370, 'NNNNN', '\\d{9}|\\d{12}'],
  ['LU', 2, 352, 'NNNN', '\\d{8}'],
  ['MT', 2, 356, 'LLL NNNN', '\\d{8}'],
  ['NL', 2, 31, 'NNNN LL', '\\d{9}B\\d{2}'],
  ['PL', 2, 48, 'NN-NNN', '\\d{10}'],
  ['PT', 2, 351, 'NNNN-NNN', '\\d{9}'],
  ['RO', 2, 40, 'NNNNNN', '\\d{2,10}'],
  ['SK', 2, 421, 'NNN NN', '\\d{10}'],
  ['SI', 2, 386, 'NNNN', '\\d{8}'],
  ['ES', 2, 34, 'NNNNN', '[0-9A-Z]\\d{7}[0-9A-Z]'],
  ['SE', 2, 46, 'NNN NN', '\\d{12}'],
  ['GB', 3, 44, '', null],
  ['CH', 3, 41, 'NNNN', null],
  ['NO', 3, 47, 'NNNN', null],
  ['US', 4, 1, 'NNNNN', null],
  ['CA', 4, 1, 'LNL NLN', null],
];

const STATES: Record<string, string> = {
  IT: 'AN:Ancona,BA:Bari,BG:Bergamo,BO:Bologna,BS:Brescia,BZ:Bolzano,CA:Cagliari,CO:Como,CT:Catania,FI:Firenze,GE:Genova,LE:Lecce,MB:Monza e Brianza,MI:Milano,NA:Napoli,PA:Palermo,PD:Padova,PG:Perugia,PI:Pisa,RM:Roma,TN:Trento,TO:Torino,TS:Trieste,VA:Varese,VE:Venezia,VR:Verona',
  ES: 'A:Alicante,B:Barcelona,BI:Bizkaia,C:A Coruña,CA:Cádiz,GR:Granada,IB:Illes Balears,M:Madrid,MA:Málaga,MU:Murcia,NA:Navarra,O:Asturias,PM:Palma,S:Cantabria,SE:Sevilla,SS:Gipuzkoa,TF:Santa Cruz de Tenerife,V:Valencia,VA:Valladolid,Z:Zaragoza',
  US: 'AL:Alabama,AK:Alaska,AZ:Arizona,AR:Arkansas,CA:California,CO:Colorado,CT:Connecticut,DE:Delaware,DC:District of Columbia,FL:Florida,GA:Georgia,HI:Hawaii,ID:Idaho,IL:Illinois,IN:Indiana,IA:Iowa,KS:Kansas,KY:Kentucky,LA:Louisiana,ME:Maine,MD:Maryland,MA:Massachusetts,MI:Michigan,MN:Minnesota,MS:Mississippi,MO:Missouri,MT:Montana,NE:Nebraska,NV:Nevada,NH:New Hampshire,NJ:New Jersey,NM:New Mexico,NY:New York,NC:North Carolina,ND:North Dakota,OH:Ohio,OK:Oklahoma,OR:Oregon,PA:Pennsylvania,RI:Rhode Island,SC:South Carolina,SD:South Dakota,TN:Tennessee,TX:Texas,UT:Utah,VT:Vermont,VA:Virginia,WA:Washington,WV:West Virginia,WI:Wisconsin,WY:Wyoming',
};

/** Countries where the address itself needs an identification number (Spain: NIF/NIE, as PrestaShop ships it). */
const NEEDS_ID = new Set(['ES']);

export const ITALY_ID = 1;

async function seedCountries(db: Db): Promise<void> {
  await db
    .insertInto('zone')
    .values(ZONES.map((z) => ({ id_zone: z.id, names: JSON.stringify(z.names) })))
    .execute();
  const displayNames = Object.fromEntries(LANGS.map((l) => [l, new Intl.DisplayNames([l], { type: 'region' })]));
  const rows = COUNTRIES.map(([iso, zone, prefix, zip, vat], i) => {
    const names = Object.fromEntries(LANGS.map((l) => [l, displayNames[l]?.of(iso) ?? iso]));
    return {
      id_country: i + 1,
      iso_code: iso,
      names: JSON.stringify(names),
      id_zone: zone,
      call_prefix: prefix,
      contains_states: iso in STATES ? 1 : 0,
      need_zip_code: zip ? 1 : 0,
      zip_code_format: zip,
      need_identification_number: NEEDS_ID.has(iso) ? 1 : 0,
      is_eu: zone <= 2 ? 1 : 0,
      vat_format: vat,
    };
  });
  await db.insertInto('country').values(rows).execute();
  let idState = 0;
  const states = [];
  for (const [iso, list] of Object.entries(STATES)) {
    const id_country = rows.find((r) => r.iso_code === iso)?.id_country ?? 0;
    for (const entry of list.split(',')) {
      const [code, name] = entry.split(':');
      states.push({ id_state: ++idState, id_country, iso_code: code ?? '', name: name ?? '' });
    }
  }
  await db.insertInto('state').values(states).execute();
}

async function seedCarriers(db: Db): Promise<void> {
  const days = (a: string): Localized => ({
    en: `${a} business days`,
    fr: `${a} jours ouvrés`,
    it: `${a} giorni lavorativi`,
    es: `${a} días laborables`,
    de: `${a} Werktage`,
  });
  await db
    .insertInto('carrier')
    .values([
      { id_carrier: 1, name: 'Standard', delay: JSON.stringify(days('3-5')), position: 1, is_pickup: 0 },
      { id_carrier: 2, name: 'Express', delay: JSON.stringify(days('1-2')), position: 2, is_pickup: 0 },
      {
        id_carrier: 3,
        name: 'Click & Collect Milano',
        delay: JSON.stringify({
          en: 'Pick up in store, Via Tortona 27',
          fr: 'Retrait en boutique, Via Tortona 27',
          it: 'Ritiro in negozio, Via Tortona 27',
          es: 'Recogida en tienda, Via Tortona 27',
          de: 'Abholung im Geschäft, Via Tortona 27',
        }),
        position: 3,
        is_pickup: 1,
      },
    ])
    .execute();
  // Prices in cents: base for the first kilo, then per started kilo. Free shipping from 150,00 EUR to Italy.
  await db
    .insertInto('carrier_zone')
    .values([
      { id_carrier: 1, id_zone: 1, base_price: 590, price_per_kg: 100, free_from: 15_000 },
      { id_carrier: 1, id_zone: 2, base_price: 990, price_per_kg: 200, free_from: null },
      { id_carrier: 1, id_zone: 3, base_price: 1490, price_per_kg: 300, free_from: null },
      { id_carrier: 1, id_zone: 4, base_price: 2490, price_per_kg: 500, free_from: null },
      { id_carrier: 2, id_zone: 1, base_price: 1290, price_per_kg: 150, free_from: null },
      { id_carrier: 2, id_zone: 2, base_price: 1990, price_per_kg: 300, free_from: null },
      { id_carrier: 2, id_zone: 3, base_price: 2990, price_per_kg: 400, free_from: null },
      { id_carrier: 2, id_zone: 4, base_price: 4490, price_per_kg: 800, free_from: null },
      { id_carrier: 3, id_zone: 1, base_price: 0, price_per_kg: 0, free_from: null },
    ])
    .execute();
}

async function seedVouchers(db: Db, now: number): Promise<void> {
  const iso = (days: number) => new Date(now + days * DAY).toISOString();
  const names = (en: string, fr: string, it: string, es: string, de: string) => JSON.stringify({ en, fr, it, es, de });
  await db
    .insertInto('cart_rule')
    .values([
      {
        id_cart_rule: 1,
        code: 'WELCOME10',
        names: names('Welcome 10%', 'Bienvenue 10 %', 'Benvenuto 10%', 'Bienvenida 10 %', 'Willkommen 10 %'),
        reduction_percent: 10,
        reduction_amount: 0,
        free_shipping: 0,
        minimum_amount: 0,
        date_from: iso(-30),
        date_to: iso(365),
        active: 1,
      },
      {
        id_cart_rule: 2,
        code: 'TAKE20',
        names: names(
          '20 € off from 100 €',
          '20 € de remise dès 100 €',
          '20 € di sconto da 100 €',
          '20 € de descuento desde 100 €',
          '20 € Rabatt ab 100 €',
        ),
        reduction_percent: 0,
        reduction_amount: 2000,
        free_shipping: 0,
        minimum_amount: 10_000,
        date_from: iso(-30),
        date_to: iso(365),
        active: 1,
      },
      {
        id_cart_rule: 3,
        code: 'FREESHIP',
        names: names(
          'Free shipping',
          'Livraison offerte',
          'Spedizione gratuita',
          'Envío gratuito',
          'Kostenloser Versand',
        ),
        reduction_percent: 0,
        reduction_amount: 0,
        free_shipping: 1,
        minimum_amount: 5000,
        date_from: iso(-30),
        date_to: iso(365),
        active: 1,
      },
      {
        id_cart_rule: 4,
        code: 'SPRING30',
        names: names(
          'Spring sale 30%',
          'Soldes de printemps 30 %',
          'Saldi di primavera 30%',
          'Rebajas de primavera 30 %',
          'Frühlingsrabatt 30 %',
        ),
        reduction_percent: 30,
        reduction_amount: 0,
        free_shipping: 0,
        minimum_amount: 0,
        date_from: iso(-120),
        date_to: iso(-60),
        active: 1,
      },
      {
        id_cart_rule: 5,
        code: 'WINTER25',
        names: names('Winter 25%', 'Hiver 25 %', 'Inverno 25%', 'Invierno 25 %', 'Winter 25 %'),
        reduction_percent: 25,
        reduction_amount: 0,
        free_shipping: 0,
        minimum_amount: 0,
        date_from: iso(30),
        date_to: iso(120),
        active: 1,
      },
    ])
    .execute();
}

export async function seedReference(db: Db, now: number): Promise<void> {
  await seedCountries(db);
  await seedCarriers(db);
  await seedVouchers(db, now);
}
