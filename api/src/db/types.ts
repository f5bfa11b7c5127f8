/** Row types of the tables in migrations.ts, for Kysely. Money in integer cents, booleans as 0/1. */
import type { Generated } from 'kysely';

type Flag = 0 | 1 | number;

export interface ManufacturerTable {
  id_manufacturer: number;
  name: string;
  link_rewrite: string;
  /** JSON map lang → HTML. */
  description: string;
  date_add: string;
}
export interface CategoryTable {
  id_category: number;
  id_parent: number | null;
  level_depth: number;
  position: number;
  department: string;
}
export interface CategoryLangTable {
  id_category: number;
  lang: string;
  name: string;
  link_rewrite: string;
  description: string;
}
export interface ProductTable {
  id_product: number;
  reference: string;
  id_manufacturer: number;
  id_category_default: number;
  kind: string;
  price: number;
  discount_type: 'percentage' | 'amount' | null;
  discount_value: number;
  weight: number;
  sales: number;
  position: number;
  featured: Flag;
  date_add: string;
}
export interface ProductLangTable {
  id_product: number;
  lang: string;
  name: string;
  link_rewrite: string;
  description_short: string;
  description: string;
  /** JSON [{name, value}]. */
  features: string;
}
export interface AttributeGroupTable {
  id_attribute_group: number;
  group_type: 'select' | 'color';
  position: number;
  facet_key: string;
  names: string;
}
export interface AttributeTable {
  id_attribute: number;
  id_attribute_group: number;
  position: number;
  slug: string;
  names: string;
  html_color_code: string;
}
export interface ProductAttributeTable {
  id_product_attribute: number;
  id_product: number;
  reference: string;
  quantity: number;
  price_impact: number;
  default_on: Flag;
}
export interface ProductAttributeCombinationTable {
  id_product_attribute: number;
  id_attribute: number;
}
export interface ImageTable {
  id_image: Generated<number>;
  id_product: number;
  position: number;
  id_attribute: number | null;
  view: string;
}
export interface CustomerTable {
  id_customer: Generated<number>;
  email: string;
  passwd: string;
  firstname: string;
  lastname: string;
  id_gender: number;
  birthday: string | null;
  newsletter: Flag;
  optin: Flag;
  is_guest: Flag;
  date_add: string;
  date_upd: string;
}
export interface SessionTable {
  id_session: string;
  id_customer: number | null;
  id_cart: number | null;
  date_add: string;
  last_seen: string;
}
export interface CartTable {
  id_cart: Generated<number>;
  id_customer: number | null;
  id_address_delivery: number | null;
  id_address_invoice: number | null;
  id_carrier: number | null;
  delivery_message: Generated<string>;
  guest_email: string | null;
  invoice: string | null;
  id_order: number | null;
  date_add: string;
  date_upd: string;
  /** Moves with every write to the cart's lines and vouchers (ADR 0108). */
  revision: Generated<number>;
  /** What reconciling changed, not yet seen by the shopper: JSON `StoredNote[]` (domain/cart-reconcile.ts). */
  notes: Generated<string>;
}
export interface CartProductTable {
  id_cart: number;
  id_product: number;
  id_product_attribute: number;
  quantity: number;
  date_add: string;
}
export interface CartRuleTable {
  id_cart_rule: number;
  code: string;
  names: string;
  reduction_percent: number;
  reduction_amount: number;
  free_shipping: Flag;
  minimum_amount: number;
  date_from: string;
  date_to: string;
  active: Flag;
}
export interface CartCartRuleTable {
  id_cart: number;
  id_cart_rule: number;
}
export interface ZoneTable {
  id_zone: number;
  names: string;
}
export interface ShippingBrandRuleTable {
  id_manufacturer: number;
  id_zone: number;
  /** Cents, tax included, of that brand's products. */
  free_from: number;
}
export interface CountryTable {
  id_country: number;
  iso_code: string;
  names: string;
  id_zone: number;
  call_prefix: number;
  contains_states: Flag;
  need_zip_code: Flag;
  zip_code_format: string;
  need_identification_number: Flag;
  is_eu: Flag;
  vat_format: string | null;
}
export interface StateTable {
  id_state: number;
  id_country: number;
  name: string;
  iso_code: string;
}
export interface CarrierTable {
  id_carrier: number;
  name: string;
  delay: string;
  position: number;
  is_pickup: Flag;
}
export interface CarrierZoneTable {
  id_carrier: number;
  id_zone: number;
  base_price: number;
  price_per_kg: number;
  free_from: number | null;
}
export interface AddressTable {
  id_address: Generated<number>;
  id_customer: number | null;
  id_cart: number | null;
  id_country: number;
  id_state: number | null;
  alias: string;
  company: string;
  firstname: string;
  lastname: string;
  address1: string;
  house_number: string;
  address2: string;
  postcode: string;
  city: string;
  phone: string;
  vat_number: string;
  /** VIES's word on `vat_number` at the last save: 1 registered, 0 not verified (unreachable), null not asked. */
  vat_verified: Flag | null;
  dni: string;
  id_gender: number;
  deleted: Generated<number>;
  date_add: string;
  date_upd: string;
}
export interface OrdersTable {
  id_order: Generated<number>;
  reference: string;
  secure_key: string;
  idempotency_key: string;
  id_customer: number | null;
  id_cart: number;
  email: string;
  lang: string;
  id_carrier: number;
  carrier_name: string;
  module: string;
  payment: string;
  total_products_wt: number;
  total_discounts: number;
  total_shipping: number;
  total_paid: number;
  total_paid_tax_excl: number;
  current_state: string;
  address_delivery: string;
  address_invoice: string;
  invoice: string | null;
  delivery_message: string;
  vouchers: string;
  transaction_id: string | null;
  notifications: Flag;
  feedback: string | null;
  id_session: string | null;
  /** Set when the shop closed the order itself: `payment_window_expired`. */
  cancel_reason: Generated<string | null>;
  date_add: string;
  date_upd: string;
}
/** The simulated payment providers' book: one charge per idempotency key (migrations.ts, 0010). */
export interface CartAddTable {
  idempotency_key: string;
  id_cart: number;
  date_add: string;
}
export interface PaymentChargeTable {
  idempotency_key: string;
  module: string;
  amount: number;
  outcome: string;
  transaction_id: string | null;
  date_add: string;
}
export interface OrderDetailTable {
  id_order_detail: Generated<number>;
  id_order: number;
  id_product: number;
  id_product_attribute: number;
  product_name: string;
  attributes_small: string;
  reference: string;
  quantity: number;
  unit_price_wt: number;
  total_wt: number;
}
export interface OrderHistoryTable {
  id_order_history: Generated<number>;
  id_order: number;
  state: string;
  date_add: string;
}
export interface OrderReturnTable {
  id_order_return: Generated<number>;
  id_order: number;
  id_customer: number;
  state: string;
  reason: string;
  lines: string;
  date_add: string;
}
export interface CmsTable {
  id_cms: number;
  position: number;
}
export interface CmsLangTable {
  id_cms: number;
  lang: string;
  slug: string;
  title: string;
  meta_description: string;
  content: string;
}
export interface ContactMessageTable {
  id: Generated<number>;
  id_customer: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  id_order: number | null;
  lang: string;
  date_add: string;
}
export interface NewsletterTable {
  email: string;
  sections: string;
  lang: string;
  code_hash: string | null;
  code_expires: string | null;
  confirmed: Flag;
  date_add: string;
  date_upd: string;
}
export interface PasswordResetTable {
  id_customer: number;
  code_hash: string;
  expires: string;
  attempts: number;
}
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  kind: string;
  date_add: string;
}
export interface ProductSearchTable {
  id_product: number;
  lang: string;
  name: string;
  brand: string;
  category: string;
  description: string;
}

export interface CatalogVersionTable {
  id: number;
  version: number;
}
export interface SearchWordTable {
  lang: string;
  word: string;
}
export interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: number;
}
export interface DB {
  search_word: SearchWordTable;
  rate_limit: RateLimitTable;
  catalog_version: CatalogVersionTable;
  manufacturer: ManufacturerTable;
  category: CategoryTable;
  category_lang: CategoryLangTable;
  product: ProductTable;
  product_lang: ProductLangTable;
  attribute_group: AttributeGroupTable;
  attribute: AttributeTable;
  product_attribute: ProductAttributeTable;
  product_attribute_combination: ProductAttributeCombinationTable;
  image: ImageTable;
  customer: CustomerTable;
  session: SessionTable;
  cart: CartTable;
  cart_product: CartProductTable;
  cart_rule: CartRuleTable;
  cart_cart_rule: CartCartRuleTable;
  zone: ZoneTable;
  country: CountryTable;
  state: StateTable;
  carrier: CarrierTable;
  carrier_zone: CarrierZoneTable;
  shipping_brand_rule: ShippingBrandRuleTable;
  address: AddressTable;
  orders: OrdersTable;
  order_detail: OrderDetailTable;
  payment_charge: PaymentChargeTable;
  cart_add: CartAddTable;
  order_history: OrderHistoryTable;
  order_return: OrderReturnTable;
  cms: CmsTable;
  cms_lang: CmsLangTable;
  contact_message: ContactMessageTable;
  newsletter: NewsletterTable;
  password_reset: PasswordResetTable;
  mail_outbox: MailOutboxTable;
  product_search: ProductSearchTable;
}
