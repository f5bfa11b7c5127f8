/**
 * `@storefront/shared/forms/address`: the address field set of SPEC section 3 and the checkout rules of SPEC
 * section 5 (EU VAT format, Italian invoice data) as one module for checkout and account alike. Messages are in
 * the forms catalogue (`locales/<lang>/forms.json`, `forms.address.*` and `forms.invoice.*`).
 */
export { AddressFields, type AddressFieldsProps } from './address-fields.tsx';
export { InvoiceFields, type InvoiceFieldsProps } from './invoice-fields.tsx';
export {
  addressToValues,
  countryAt,
  emptyAddress,
  emptyInvoice,
  identification,
  invoiceKind,
  invoiceRules,
  personName,
  phone,
  postcode,
  state,
  valuesToAddressInput,
  valuesToInvoiceRequest,
  vatNumber,
  type AddressFormValues,
  type AddressPrefix,
  type InvoiceFormValues,
  type InvoiceKind,
} from './address-rules.ts';
export { isCodiceFiscale, isPartitaIva, isSdiCode, normalizeVat, zipPattern } from '../../schemas/tax-ids.ts';
