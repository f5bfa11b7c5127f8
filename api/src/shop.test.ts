// Pins the shop's identity as configuration: the demo shop by default, fields given over it, a bad one named at start.
import { demoShop, readShopIdentity } from './shop.ts';

test('without SHOP_IDENTITY the demo shop speaks', () => {
  expect(readShopIdentity(undefined)).toEqual(demoShop);
  expect(readShopIdentity('')).toEqual(demoShop);
});

test('the given fields replace the demo shop’s, the rest stay', () => {
  const shop = readShopIdentity('{"name":"Atelier Lumière","city":"Paris","countryIso":"FR"}');
  expect(shop).toEqual({ ...demoShop, name: 'Atelier Lumière', city: 'Paris', countryIso: 'FR' });
});

test('a field that does not fit, or text that is not JSON, stops the start and says which', () => {
  expect(() => readShopIdentity('{"countryIso":"France","email":"nobody"}')).toThrow(
    'SHOP_IDENTITY: email, countryIso not valid',
  );
  expect(() => readShopIdentity('name=Atelier')).toThrow('SHOP_IDENTITY must be a JSON object');
});
