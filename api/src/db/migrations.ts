/**
 * Schema migrations, applied in order by Kysely's Migrator at start-up.
 * Plain SQL kept close to the SQL standard, written once for both dialects (`dialects.ts` rewrites the few SQLite
 * spellings for PostgreSQL: generated keys, case-insensitive text, the search index); money is integer cents,
 * timestamps are ISO-8601 UTC strings, translated texts live in *_lang tables (or a small JSON map for
 * reference data such as colour names), as PrestaShop does.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import {
  forPostgres,
  forSqlite,
  isPostgres,
  POSTGRES_EXTENSIONS,
  POSTGRES_ONLY,
  POSTGRES_SEARCH,
  SQLITE_ONLY,
} from './dialects.ts';

const initial = [
  ...POSTGRES_EXTENSIONS.map(POSTGRES_ONLY),
  `CREATE TABLE manufacturer (id_manufacturer INTEGER PRIMARY KEY, name TEXT NOT NULL, link_rewrite TEXT NOT NULL UNIQUE,
     description TEXT NOT NULL, date_add TEXT NOT NULL)`,
  `CREATE TABLE category (id_category INTEGER PRIMARY KEY, id_parent INTEGER, level_depth INTEGER NOT NULL,
     position INTEGER NOT NULL, department TEXT NOT NULL)`,
  `CREATE TABLE category_lang (id_category INTEGER NOT NULL REFERENCES category(id_category), lang TEXT NOT NULL,
     name TEXT NOT NULL, link_rewrite TEXT NOT NULL, description TEXT NOT NULL, PRIMARY KEY (id_category, lang))`,
  `CREATE INDEX category_lang_slug ON category_lang (link_rewrite)`,
  `CREATE TABLE product (id_product INTEGER PRIMARY KEY, reference TEXT NOT NULL UNIQUE,
     id_manufacturer INTEGER NOT NULL REFERENCES manufacturer(id_manufacturer),
     id_category_default INTEGER NOT NULL REFERENCES category(id_category), kind TEXT NOT NULL,
     price INTEGER NOT NULL, discount_type TEXT, discount_value INTEGER NOT NULL DEFAULT 0, weight INTEGER NOT NULL,
     sales INTEGER NOT NULL DEFAULT 0, position INTEGER NOT NULL, featured INTEGER NOT NULL DEFAULT 0, date_add TEXT NOT NULL)`,
  `CREATE INDEX product_category ON product (id_category_default)`,
  `CREATE INDEX product_manufacturer ON product (id_manufacturer)`,
  `CREATE TABLE product_lang (id_product INTEGER NOT NULL REFERENCES product(id_product), lang TEXT NOT NULL,
     name TEXT NOT NULL, link_rewrite TEXT NOT NULL, description_short TEXT NOT NULL, description TEXT NOT NULL,
     features TEXT NOT NULL, PRIMARY KEY (id_product, lang))`,
  `CREATE TABLE attribute_group (id_attribute_group INTEGER PRIMARY KEY, group_type TEXT NOT NULL, position INTEGER NOT NULL,
     facet_key TEXT NOT NULL, names TEXT NOT NULL)`,
  `CREATE TABLE attribute (id_attribute INTEGER PRIMARY KEY,
     id_attribute_group INTEGER NOT NULL REFERENCES attribute_group(id_attribute_group), position INTEGER NOT NULL,
     slug TEXT NOT NULL, names TEXT NOT NULL, html_color_code TEXT NOT NULL DEFAULT '', UNIQUE (id_attribute_group, slug))`,
  `CREATE TABLE product_attribute (id_product_attribute INTEGER PRIMARY KEY,
     id_product INTEGER NOT NULL REFERENCES product(id_product), reference TEXT NOT NULL, quantity INTEGER NOT NULL,
     price_impact INTEGER NOT NULL DEFAULT 0, default_on INTEGER NOT NULL DEFAULT 0)`,
  `CREATE INDEX product_attribute_product ON product_attribute (id_product)`,
  `CREATE TABLE product_attribute_combination (
     id_product_attribute INTEGER NOT NULL REFERENCES product_attribute(id_product_attribute),
     id_attribute INTEGER NOT NULL REFERENCES attribute(id_attribute), PRIMARY KEY (id_product_attribute, id_attribute))`,
  `CREATE TABLE image (id_image INTEGER PRIMARY KEY, id_product INTEGER NOT NULL REFERENCES product(id_product),
     position INTEGER NOT NULL, id_attribute INTEGER, view TEXT NOT NULL, UNIQUE (id_product, position))`,
  `CREATE TABLE customer (id_customer INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, passwd TEXT NOT NULL,
     firstname TEXT NOT NULL, lastname TEXT NOT NULL, id_gender INTEGER NOT NULL DEFAULT 0, birthday TEXT,
     newsletter INTEGER NOT NULL DEFAULT 0, optin INTEGER NOT NULL DEFAULT 0, is_guest INTEGER NOT NULL DEFAULT 0,
     date_add TEXT NOT NULL, date_upd TEXT NOT NULL)`,
  `CREATE TABLE session (id_session TEXT PRIMARY KEY, id_customer INTEGER REFERENCES customer(id_customer),
     id_cart INTEGER, date_add TEXT NOT NULL, last_seen TEXT NOT NULL)`,
  `CREATE TABLE cart (id_cart INTEGER PRIMARY KEY, id_customer INTEGER REFERENCES customer(id_customer),
     id_address_delivery INTEGER, id_address_invoice INTEGER, id_carrier INTEGER, delivery_message TEXT NOT NULL DEFAULT '',
     guest_email TEXT, invoice TEXT, id_order INTEGER, date_add TEXT NOT NULL, date_upd TEXT NOT NULL)`,
  `CREATE INDEX cart_customer ON cart (id_customer, id_order)`,
  `CREATE TABLE cart_product (id_cart INTEGER NOT NULL REFERENCES cart(id_cart), id_product INTEGER NOT NULL,
     id_product_attribute INTEGER NOT NULL REFERENCES product_attribute(id_product_attribute), quantity INTEGER NOT NULL,
     date_add TEXT NOT NULL, PRIMARY KEY (id_cart, id_product_attribute))`,
  `CREATE TABLE cart_rule (id_cart_rule INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE COLLATE NOCASE, names TEXT NOT NULL,
     reduction_percent INTEGER NOT NULL DEFAULT 0, reduction_amount INTEGER NOT NULL DEFAULT 0,
     free_shipping INTEGER NOT NULL DEFAULT 0, minimum_amount INTEGER NOT NULL DEFAULT 0, date_from TEXT NOT NULL,
     date_to TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1)`,
  `CREATE TABLE cart_cart_rule (id_cart INTEGER NOT NULL REFERENCES cart(id_cart),
     id_cart_rule INTEGER NOT NULL REFERENCES cart_rule(id_cart_rule), PRIMARY KEY (id_cart, id_cart_rule))`,
  `CREATE TABLE zone (id_zone INTEGER PRIMARY KEY, names TEXT NOT NULL)`,
  `CREATE TABLE country (id_country INTEGER PRIMARY KEY, iso_code TEXT NOT NULL UNIQUE, names TEXT NOT NULL,
     id_zone INTEGER NOT NULL REFERENCES zone(id_zone), call_prefix INTEGER NOT NULL, contains_states INTEGER NOT NULL,
     need_zip_code INTEGER NOT NULL, zip_code_format TEXT NOT NULL, need_identification_number INTEGER NOT NULL,
     is_eu INTEGER NOT NULL, vat_format TEXT)`,
  `CREATE TABLE state (id_state INTEGER PRIMARY KEY, id_country INTEGER NOT NULL REFERENCES country(id_country),
     name TEXT NOT NULL, iso_code TEXT NOT NULL)`,
  `CREATE TABLE carrier (id_carrier INTEGER PRIMARY KEY, name TEXT NOT NULL, delay TEXT NOT NULL, position INTEGER NOT NULL,
     is_pickup INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE carrier_zone (id_carrier INTEGER NOT NULL REFERENCES carrier(id_carrier),
     id_zone INTEGER NOT NULL REFERENCES zone(id_zone), base_price INTEGER NOT NULL, price_per_kg INTEGER NOT NULL,
     free_from INTEGER, PRIMARY KEY (id_carrier, id_zone))`,
  `CREATE TABLE address (id_address INTEGER PRIMARY KEY, id_customer INTEGER REFERENCES customer(id_customer),
     id_cart INTEGER, id_country INTEGER NOT NULL REFERENCES country(id_country), id_state INTEGER, alias TEXT NOT NULL,
     company TEXT NOT NULL DEFAULT '', firstname TEXT NOT NULL, lastname TEXT NOT NULL, address1 TEXT NOT NULL,
     house_number TEXT NOT NULL DEFAULT '', address2 TEXT NOT NULL DEFAULT '', postcode TEXT NOT NULL, city TEXT NOT NULL,
     phone TEXT NOT NULL DEFAULT '', vat_number TEXT NOT NULL DEFAULT '', dni TEXT NOT NULL DEFAULT '',
     id_gender INTEGER NOT NULL DEFAULT 0, deleted INTEGER NOT NULL DEFAULT 0, date_add TEXT NOT NULL, date_upd TEXT NOT NULL)`,
  `CREATE INDEX address_customer ON address (id_customer, deleted)`,
  `CREATE TABLE orders (id_order INTEGER PRIMARY KEY, reference TEXT NOT NULL UNIQUE, secure_key TEXT NOT NULL,
     idempotency_key TEXT NOT NULL UNIQUE, id_customer INTEGER REFERENCES customer(id_customer), id_cart INTEGER NOT NULL,
     email TEXT NOT NULL, lang TEXT NOT NULL, id_carrier INTEGER NOT NULL, carrier_name TEXT NOT NULL, module TEXT NOT NULL,
     payment TEXT NOT NULL, total_products_wt INTEGER NOT NULL, total_discounts INTEGER NOT NULL,
     total_shipping INTEGER NOT NULL, total_paid INTEGER NOT NULL, total_paid_tax_excl INTEGER NOT NULL,
     current_state TEXT NOT NULL, address_delivery TEXT NOT NULL, address_invoice TEXT NOT NULL, invoice TEXT,
     delivery_message TEXT NOT NULL DEFAULT '', vouchers TEXT NOT NULL DEFAULT '[]', transaction_id TEXT,
     notifications INTEGER NOT NULL DEFAULT 0, feedback TEXT, date_add TEXT NOT NULL, date_upd TEXT NOT NULL)`,
  `CREATE INDEX orders_customer ON orders (id_customer)`,
  `CREATE TABLE order_detail (id_order_detail INTEGER PRIMARY KEY, id_order INTEGER NOT NULL REFERENCES orders(id_order),
     id_product INTEGER NOT NULL, id_product_attribute INTEGER NOT NULL, product_name TEXT NOT NULL,
     attributes_small TEXT NOT NULL, reference TEXT NOT NULL, quantity INTEGER NOT NULL, unit_price_wt INTEGER NOT NULL,
     total_wt INTEGER NOT NULL)`,
  `CREATE INDEX order_detail_order ON order_detail (id_order)`,
  `CREATE TABLE order_history (id_order_history INTEGER PRIMARY KEY, id_order INTEGER NOT NULL REFERENCES orders(id_order),
     state TEXT NOT NULL, date_add TEXT NOT NULL)`,
  `CREATE TABLE order_return (id_order_return INTEGER PRIMARY KEY, id_order INTEGER NOT NULL REFERENCES orders(id_order),
     id_customer INTEGER NOT NULL, state TEXT NOT NULL, reason TEXT NOT NULL, lines TEXT NOT NULL, date_add TEXT NOT NULL)`,
  `CREATE TABLE cms (id_cms INTEGER PRIMARY KEY, position INTEGER NOT NULL)`,
  `CREATE TABLE cms_lang (id_cms INTEGER NOT NULL REFERENCES cms(id_cms), lang TEXT NOT NULL, slug TEXT NOT NULL,
     title TEXT NOT NULL, meta_description TEXT NOT NULL, content TEXT NOT NULL, PRIMARY KEY (id_cms, lang))`,
  `CREATE INDEX cms_lang_slug ON cms_lang (slug)`,
  `CREATE TABLE contact_message (id INTEGER PRIMARY KEY, id_customer INTEGER, name TEXT NOT NULL, email TEXT NOT NULL,
     subject TEXT NOT NULL, message TEXT NOT NULL, id_order INTEGER, lang TEXT NOT NULL, date_add TEXT NOT NULL)`,
  `CREATE TABLE newsletter (email TEXT PRIMARY KEY COLLATE NOCASE, sections TEXT NOT NULL, lang TEXT NOT NULL,
     code_hash TEXT, code_expires TEXT, confirmed INTEGER NOT NULL DEFAULT 0, date_add TEXT NOT NULL, date_upd TEXT NOT NULL)`,
  `CREATE TABLE password_reset (id_customer INTEGER PRIMARY KEY REFERENCES customer(id_customer), code_hash TEXT NOT NULL,
     expires TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE mail_outbox (id INTEGER PRIMARY KEY, recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL,
     kind TEXT NOT NULL, date_add TEXT NOT NULL)`,
  // Full-text index over names, descriptions, brands and categories, one row per product and language
  // (PostgreSQL builds its own: see postgres.ts).
  SQLITE_ONLY(`CREATE VIRTUAL TABLE product_search USING fts5(id_product UNINDEXED, lang UNINDEXED, name, brand,
     category, description, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`),
  ...POSTGRES_SEARCH.map(POSTGRES_ONLY),
];

function statements(list: string[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const postgres = isPostgres(db);
      for (const statement of list) {
        const text = postgres ? forPostgres(statement) : forSqlite(statement);
        if (text) await sql.raw(text).execute(db);
      }
    },
  };
}

/** Orders remember the session that placed them, so a guest's retried createOrder finds its first order. */
const orderSession = [
  `ALTER TABLE orders ADD COLUMN id_session TEXT`,
  `CREATE INDEX orders_session ON orders (id_session)`,
];

/**
 * One counter that every write to stock, sales or prices moves, in the same transaction: api instances compare it
 * with the version their in-memory catalogue facts and listings were built from, so no instance serves a stale page.
 */
const catalogVersion = [
  `CREATE TABLE catalog_version (id INTEGER PRIMARY KEY, version INTEGER NOT NULL)`,
  `INSERT INTO catalog_version (id, version) VALUES (1, 0)`,
];

/** Login, register, reset, contact and newsletter attempts per client and email, shared by every api instance. */
const rateLimit = [`CREATE TABLE rate_limit (key TEXT PRIMARY KEY, hits INTEGER NOT NULL, reset_at BIGINT NOT NULL)`];

/**
 * Housekeeping (domain/housekeeping.ts): why an order was closed without the shopper (a redirect payment's window
 * ran out), and indexes for what it looks for on every run.
 */
const housekeeping = [
  `ALTER TABLE orders ADD COLUMN cancel_reason TEXT`,
  `CREATE INDEX orders_state ON orders (current_state, date_add)`,
  `CREATE INDEX session_last_seen ON session (last_seen)`,
  `CREATE INDEX cart_abandoned ON cart (id_customer, id_order, date_upd)`,
];

/**
 * Brand shipping rules: a brand's products ship free to a zone from an amount of that brand's products (the Italian
 * copy's "free shipping from 100 EUR for one brand's products": Ferro & Fili, to Italy). A rule is data, so the
 * row comes with the table (the rule holds for databases seeded before it).
 */
const brandShipping = [
  `CREATE TABLE shipping_brand_rule (id_manufacturer INTEGER NOT NULL, id_zone INTEGER NOT NULL,
     free_from INTEGER NOT NULL, PRIMARY KEY (id_manufacturer, id_zone))`,
  `INSERT INTO shipping_brand_rule (id_manufacturer, id_zone, free_from) VALUES (3, 1, 10000)`,
];

/**
 * The newsletter subscription is the truth and the customer's flag mirrors its confirmed state: flags set without a
 * confirmed subscription (the register form wrote the box straight onto the customer) are cleared.
 */
const newsletterMirror = [
  `UPDATE customer SET newsletter = CASE WHEN EXISTS (SELECT 1 FROM newsletter n WHERE n.email = customer.email
     AND n.confirmed = 1) THEN 1 ELSE 0 END`,
];

/**
 * What the EU's VIES register said of an address's VAT number when it was saved: 1 registered, 0 not verified (VIES
 * could not be reached: the address was kept), NULL not asked (no number, a domestic or non-EU one, VIES not set up).
 */
const vatVerified = [`ALTER TABLE address ADD COLUMN vat_verified INTEGER`];

/**
 * Reconciling a cart is a write of its own (ADR 0108): `revision` moves with every write to the cart's lines and
 * vouchers (a read that finds the cart stale reconciles it by compare-and-set on it, so two reads write once), and
 * `notes` keeps what reconciling changed (JSON, each note stamped with the revision that made it) until the shopper
 * has seen it.
 */
const cartNotes = [
  `ALTER TABLE cart ADD COLUMN revision INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE cart ADD COLUMN notes TEXT NOT NULL DEFAULT '[]'`,
];

/**
 * The simulated payment providers' own book of charges, one row per idempotency key (payments.ts, ADR 0106): what a
 * real provider keeps on its side, kept here in the shop's database so every api instance talks to the same provider
 * and the ledger can be checked against the orders. `outcome` is approved, declined or voided (closed uncharged).
 */
const paymentCharges = [
  `CREATE TABLE payment_charge (idempotency_key TEXT PRIMARY KEY, module TEXT NOT NULL, amount INTEGER NOT NULL,
     outcome TEXT NOT NULL, transaction_id TEXT, date_add TEXT NOT NULL)`,
];

/**
 * The adds to cart made, by the key the client chose for each (ADR 0108): an add made again with its key (its answer
 * was lost) adds nothing and answers the cart it went into. Kept a day (housekeeping), longer than any retry.
 */
const cartAdds = [
  `CREATE TABLE cart_add (idempotency_key TEXT PRIMARY KEY, id_cart INTEGER NOT NULL, date_add TEXT NOT NULL)`,
  `CREATE INDEX cart_add_date ON cart_add (date_add)`,
];

/**
 * Stock and sales get a version of their own (row 2 of `catalog_version`, row 1 staying the whole catalogue's): every
 * order moves it, and an api instance then reads stock and sales again instead of the whole catalogue in every language.
 */
const stockVersion = [`INSERT INTO catalog_version (id, version) VALUES (2, 0)`];

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return {
      '0001-initial': statements(initial),
      '0002-order-session': statements(orderSession),
      '0003-catalog-version': statements(catalogVersion),
      '0004-rate-limit': statements(rateLimit),
      '0005-housekeeping': statements(housekeeping),
      '0006-brand-shipping': statements(brandShipping),
      '0007-newsletter-mirror': statements(newsletterMirror),
      '0008-vat-verified': statements(vatVerified),
      '0009-cart-notes': statements(cartNotes),
      '0010-payment-charges': statements(paymentCharges),
      '0011-cart-adds': statements(cartAdds),
      '0012-stock-version': statements(stockVersion),
    };
  },
};
