// Pins checkout up to the order: countries, addresses with country rules, EU and Italian invoices, carriers by
// destination and weight, delivery message, gateways.
import type {
  Carrier,
  CheckoutData,
  CountriesData,
  Country,
  DeliveryMessage,
  Gateway,
} from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';
import { berlin, milano, shopperWithCart } from './support/checkout.ts';
import { sql } from './support/outbox.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.stop());

describe('countries', () => {
  test('EU, UK, CH and US, grouped by zone, with states and rules', async () => {
    const data = await new Shopper(api.url, 'it').ok<CountriesData>('getCountries');
    const iso = data.countries.map((c) => c.iso_code);
    expect(iso).toEqual(expect.arrayContaining(['IT', 'FR', 'DE', 'ES', 'AT', 'GB', 'CH', 'US']));
    expect(data.groups.map((g) => g.name)).toEqual(['Italia', 'Unione europea', 'Resto d’Europa', 'Nord America']);
    const italy = data.countries.find((c) => c.iso_code === 'IT') as Country;
    expect(italy).toMatchObject({
      name: 'Italia',
      contains_states: true,
      zip_code_format: 'NNNNN',
      vat_format: '\\d{11}',
      vat_number_required_for_invoice: true,
      tax_code_required_for_invoice: true,
    });
    expect(italy.states.map((s) => s.iso_code)).toContain('MI');
    expect(data.countries.find((c) => c.iso_code === 'US')?.states.length).toBeGreaterThanOrEqual(50);
    expect(data.countries.find((c) => c.iso_code === 'ES')).toMatchObject({
      need_identification_number: true,
      contains_states: true,
    });
    expect(data.countries.find((c) => c.iso_code === 'CH')).toMatchObject({
      is_eu: false,
      vat_format: null,
      vat_number_required_for_invoice: false,
    });
    // The browser checks a VAT number with the same pattern the api does (shared/src/forms/address).
    expect(data.countries.find((c) => c.iso_code === 'NL')?.vat_format).toBe('\\d{9}B\\d{2}');
  });

  test('getCountry by id or ISO code; unknown is a 404', async () => {
    const shopper = new Shopper(api.url, 'de');
    expect((await shopper.ok<Country>('getCountry', { iso_code: 'fr' })).name).toBe('Frankreich');
    expect((await shopper.ok<Country>('getCountry', { id_country: 1 })).iso_code).toBe('IT');
    expect((await shopper.call('getCountry', { iso_code: 'ZZ' })).status).toBe(404);
    expect((await shopper.call('getCountry', {})).status).toBe(400);
  });
});

describe('updateCheckoutAddress', () => {
  test('a guest needs an email; then the address is saved, billing same as shipping', async () => {
    const { shopper } = await shopperWithCart(api.url);
    const noEmail = await shopper.call('updateCheckoutAddress', { delivery: milano });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toContain('email');
    const data = await shopper.ok<CheckoutData>('updateCheckoutAddress', {
      email: 'guest@example.com',
      delivery: milano,
    });
    expect(data.email).toBe('guest@example.com');
    expect(data.delivery_address).toMatchObject({
      city: 'Milano',
      country_iso: 'IT',
      state_iso: 'MI',
      postcode: '20121',
    });
    expect(data.invoice_address?.id_address).toBe(data.delivery_address?.id_address);
    expect(data.billing_same_as_shipping).toBe(true);
    expect(data.addresses).toHaveLength(1);
    expect(data.missing).toEqual(['carrier']);
  });

  test('a separate billing address', async () => {
    const { shopper } = await shopperWithCart(api.url);
    const data = await shopper.ok<CheckoutData>('updateCheckoutAddress', {
      email: 'g@example.com',
      delivery: milano,
      billing_same_as_shipping: false,
      invoice_address: berlin,
    });
    expect(data.billing_same_as_shipping).toBe(false);
    expect(data.invoice_address?.country_iso).toBe('DE');
    const missing = await shopper.call('updateCheckoutAddress', { delivery: milano, billing_same_as_shipping: false });
    expect(missing.status).toBe(400);
  });

  test.each([
    [{ ...milano, postcode: '2012' }, 'Invalid postcode - should look like "NNNNN"'],
    [{ ...milano, id_state: null }, 'id_state: is required for this country'],
    [{ ...milano, id_state: 60 }, 'id_state: not a state of this country'],
    [{ ...milano, id_country: 26, id_state: 34, postcode: '28001' }, 'dni: an identification number is required'],
    [{ ...milano, id_country: 999 }, 'unknown country'],
    [{ ...milano, vat_number: 'IT12345678901' }, 'vat_number: not a valid VAT number for IT'],
    [{ ...milano, firstname: '' }, 'firstname'],
  ])('address rules: %#', async (delivery, message) => {
    const { shopper } = await shopperWithCart(api.url);
    const reply = await shopper.call('updateCheckoutAddress', { email: 'g@example.com', delivery });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(message);
  });

  test('the Italian invoice needs VAT number, tax code and PEC or SDI', async () => {
    const { shopper } = await shopperWithCart(api.url);
    const base = { email: 'g@example.com', delivery: milano };
    const good = { requested: true, vat_number: 'IT12345678903', tax_code: 'RSSMRA85T10A562S', sdi: 'ABC1234' };
    for (const [invoice, message] of [
      [{ ...good, vat_number: '' }, 'VAT number'],
      [{ ...good, tax_code: 'RSSMRA85T10A562X' }, 'tax code (codice fiscale)'],
      [{ ...good, sdi: '' }, 'PEC address or an SDI recipient code'],
    ] as const) {
      const reply = await shopper.call('updateCheckoutAddress', { ...base, invoice });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    const data = await shopper.ok<CheckoutData>('updateCheckoutAddress', {
      ...base,
      invoice: { ...good, sdi: '', pec: 'fatture@pec.example.it' },
    });
    expect(data.invoice).toMatchObject({
      requested: true,
      vat_number: 'IT12345678903',
      tax_code: 'RSSMRA85T10A562S',
      pec: 'fatture@pec.example.it',
    });
  });

  test('a refused invoice saves none of the addresses sent with it, however often it is tried again', async () => {
    const { shopper } = await shopperWithCart(api.url);
    const addresses = async () =>
      (await sql<{ n: number }>(api.database, 'SELECT count(*) AS n FROM address'))[0]?.n ?? -1;
    const before = await addresses();
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await shopper.call('updateCheckoutAddress', {
        email: 'g@example.com',
        delivery: berlin,
        billing_same_as_shipping: false,
        invoice_address: { ...berlin, alias: 'Office', address1: 'Friedrichstraße' },
        invoice: { requested: true, vat_number: 'DE12' },
      });
      expect(refused.status).toBe(400);
    }
    expect(await addresses()).toBe(before);
    await shopper.ok<CheckoutData>('updateCheckoutAddress', {
      email: 'g@example.com',
      delivery: berlin,
      billing_same_as_shipping: false,
      invoice_address: { ...berlin, alias: 'Office', address1: 'Friedrichstraße' },
      invoice: { requested: true, vat_number: 'DE123456789' },
    });
    expect(await addresses()).toBe(Number(before) + 2);
  });

  test('an EU invoice needs a VAT number in that country’s format; outside the EU none is needed', async () => {
    const { shopper } = await shopperWithCart(api.url);
    const bad = await shopper.call('updateCheckoutAddress', {
      email: 'g@example.com',
      delivery: berlin,
      invoice: { requested: true, vat_number: 'DE12' },
    });
    expect(bad.body.message).toContain('a valid DE VAT number is required');
    const ok = await shopper.ok<CheckoutData>('updateCheckoutAddress', {
      email: 'g@example.com',
      delivery: berlin,
      invoice: { requested: true, vat_number: 'de 123 456 789' },
    });
    expect(ok.invoice?.vat_number).toBe('DE123456789');
    const zurich = { ...berlin, id_country: 29, postcode: '8001', city: 'Zürich' };
    const swiss = await shopper.ok<CheckoutData>('updateCheckoutAddress', {
      email: 'g@example.com',
      delivery: zurich,
      invoice: { requested: true },
    });
    expect(swiss.invoice?.requested).toBe(true);
  });

  test('without a cart there is nothing to check out', async () => {
    const reply = await new Shopper(api.url).call('updateCheckoutAddress', {
      email: 'g@example.com',
      delivery: milano,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('No products in the cart');
  });
});

describe('carriers', () => {
  test('priced by destination: Italy is cheaper than Germany, and pickup exists only in Italy', async () => {
    const { shopper } = await shopperWithCart(api.url, 1, 150);
    await shopper.ok('updateCheckoutAddress', { email: 'g@example.com', delivery: milano });
    const italy = await shopper.ok<Carrier[]>('getCarriers');
    await shopper.ok('updateCheckoutAddress', { email: 'g@example.com', delivery: berlin });
    const germany = await shopper.ok<Carrier[]>('getCarriers');
    expect(italy.map((c) => c.name)).toEqual(['Standard', 'Express', 'Click & Collect Milano']);
    expect(germany.map((c) => c.name)).toEqual(['Standard', 'Express']);
    expect(germany[0]?.price_with_tax ?? 0).toBeGreaterThan(italy[0]?.price_with_tax ?? 0);
    const pickupOnlyInItaly = await shopper.call('updateCheckoutCarrier', { id_carrier: 3 });
    expect(pickupOnlyInItaly.status).toBe(400);
  });

  test('priced by weight, and free from 150,00 EUR to Italy with Standard', async () => {
    const light = await shopperWithCart(api.url, 1, 160);
    await light.shopper.ok('updateCheckoutAddress', { email: 'g@example.com', delivery: berlin });
    const one = (await light.shopper.ok<Carrier[]>('getCarriers'))[0]?.price_with_tax ?? 0;
    await light.shopper.ok('updateCartItem', {
      id_product: light.product.id_product,
      id_product_attribute: light.combo,
      qty: 8,
    });
    const heavier = (await light.shopper.ok<Carrier[]>('getCarriers'))[0]?.price_with_tax ?? 0;
    expect(heavier).toBeGreaterThan(one);
    const rich = await shopperWithCart(api.url, 1, 100);
    const units = Math.min(10, Math.ceil(150 / rich.product.price_amount));
    await rich.shopper.ok('updateCartItem', {
      id_product: rich.product.id_product,
      id_product_attribute: rich.combo,
      qty: units,
    });
    await rich.shopper.ok('updateCheckoutAddress', { email: 'g@example.com', delivery: milano });
    const carriers = await new Shopper(api.url, 'it').call<Carrier[]>('getCarriers');
    expect(carriers.status).toBe(200);
    const standard = (await rich.shopper.ok<Carrier[]>('getCarriers'))[0];
    expect(rich.product.price_amount * units).toBeGreaterThanOrEqual(150);
    expect(standard).toMatchObject({ name: 'Standard', is_free: true, price: 'Free', price_with_tax: 0 });
  });

  test('choosing a carrier sets the cart shipping; a carrier that does not serve the new destination is dropped', async () => {
    const { shopper } = await shopperWithCart(api.url, 1, 140);
    await shopper.ok('updateCheckoutAddress', { email: 'g@example.com', delivery: milano });
    const cart = await shopper.ok<{ id_carrier: number; subtotals: { shipping: { amount: number } } }>(
      'updateCheckoutCarrier',
      { id_carrier: 2 },
    );
    const express = (await shopper.ok<Carrier[]>('getCarriers')).find((c) => c.id_carrier === 2);
    expect(cart.id_carrier).toBe(2);
    expect(cart.subtotals.shipping.amount).toBe(express?.price_with_tax);
    await shopper.ok('updateCheckoutCarrier', { id_carrier: 3 });
    const moved = await shopper.ok<CheckoutData>('updateCheckoutAddress', { email: 'g@example.com', delivery: berlin });
    expect(moved.carriers.some((c) => c.selected)).toBe(false);
    expect(moved.missing).toContain('carrier');
    expect((await shopper.call('updateCheckoutCarrier', { id_carrier: 99 })).status).toBe(400);
  });
});

describe('delivery message and gateways', () => {
  test('the delivery message is saved and read back with GET', async () => {
    const { shopper } = await shopperWithCart(api.url);
    expect(await shopper.ok<DeliveryMessage>('addOrEditDeliveryMessage', { message: '  Citofonare Rossi  ' })).toEqual({
      message: 'Citofonare Rossi',
    });
    const response = await shopper.get('/api/getDeliveryMessage');
    expect(await response.json()).toEqual({ success: true, code: 200, psdata: { message: 'Citofonare Rossi' } });
    expect((await shopper.call('addOrEditDeliveryMessage', { message: 'x'.repeat(1001) })).status).toBe(400);
    expect((await shopper.call('getDeliveryMessage', {})).status).toBe(404);
  });

  test('four gateways: card, two redirects, bank transfer', async () => {
    const list = await new Shopper(api.url, 'fr').ok<Gateway[]>('getGateways');
    expect(list.map((g) => [g.module_name, g.type])).toEqual([
      ['creditcard', 'card'],
      ['paypal', 'redirect'],
      ['multisafepay', 'redirect'],
      ['bankwire', 'offline'],
    ]);
    expect(list[0]?.payment_method).toBe('CREDITCARD');
    expect(list[3]?.additionalInformation).toContain('IBAN');
    expect(list[0]?.call_to_action_text).toBe('Payer par carte');
  });

  test('getCheckout sums it up, and lists what is missing', async () => {
    const empty = await new Shopper(api.url).ok<CheckoutData>('getCheckout');
    expect(empty.missing).toEqual(['products', 'email', 'address', 'carrier']);
    expect(empty.gateways).toHaveLength(4);
  });
});
