// Pins the shop's identity as the api's configuration: another shop's name, address and home country reach what the
// storefront shows, with the same database and seed.
import type { BootstrapData } from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({
    SHOP_IDENTITY: JSON.stringify({
      name: 'Atelier Lumière',
      company: 'Atelier Lumière SAS',
      city: 'Paris',
      countryIso: 'FR',
    }),
  });
});
afterAll(() => api.stop());

test('the bootstrap names the configured shop, its address and home country in the shopper’s language', async () => {
  const data = (await new Shopper(api.url, 'it').call<BootstrapData>('bootstrap', {})).body.psdata;
  expect(data.shop_name).toBe('Atelier Lumière');
  expect(data.contact_info).toMatchObject({
    company: 'Atelier Lumière SAS',
    email: 'hello@sartorianova.example',
    address: { city: 'Paris', country: 'Francia' },
  });
});
