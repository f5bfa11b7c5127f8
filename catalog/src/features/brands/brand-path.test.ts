import { alternatesOf, brandIdFrom, brandPath, plainText } from './brand-path.ts';

test('the brand id is the number before the first dash of the route parameter', () => {
  expect(brandIdFrom('9-blue-harbor')).toBe(9);
  expect(brandIdFrom('12-3-slug')).toBe(12);
  expect(brandIdFrom('0-none')).toBeNull();
  expect(brandIdFrom('blue-harbor')).toBeNull();
});

test('brand pages have one path per language and a plain-text description', () => {
  expect(alternatesOf((lang) => brandPath(lang, 9, 'blue-harbor'))).toEqual({
    en: '/en/brands/9-blue-harbor',
    fr: '/fr/brands/9-blue-harbor',
    it: '/it/brands/9-blue-harbor',
    es: '/es/brands/9-blue-harbor',
    de: '/de/brands/9-blue-harbor',
  });
  expect(plainText('<p>Linen from <b>Porto</b>.</p>')).toBe('Linen from Porto .');
  expect(plainText('<p>Ferro &amp; Fili &lt;3</p>')).toBe('Ferro & Fili <3');
});
