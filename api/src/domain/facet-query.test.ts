// The q codec: whatever filters are active, encoding then parsing gives them back, and nothing parses into junk.
import * as fc from 'fast-check';
import {
  encodeFacetQuery,
  FACET_KEYS,
  parseFacetQuery,
  parsePriceRange,
  toggle,
  type ActiveFilters,
} from './facet-query.ts';

const filters = fc
  .dictionary(
    fc.constantFrom(...FACET_KEYS),
    fc.uniqueArray(
      fc
        .string({ minLength: 1, maxLength: 8 })
        .map((s) => s.toLowerCase().trim())
        .filter((s) => s.length > 0),
      { minLength: 1, maxLength: 3 },
    ),
  )
  .map((d) => new Map(Object.entries(d).map(([k, v]) => [k, new Set(v)])) as ActiveFilters);

test('parse(encode(filters)) gives the filters back, even with dashes, slashes and backslashes in values', () => {
  fc.assert(
    fc.property(filters, (f) => {
      const round = parseFacetQuery(encodeFacetQuery(f));
      expect(encodeFacetQuery(round)).toBe(encodeFacetQuery(f));
    }),
  );
});

test('any string parses to known facets only, and re-encodes stably', () => {
  fc.assert(
    fc.property(fc.string(), (q) => {
      const parsed = parseFacetQuery(q);
      for (const key of parsed.keys()) expect(FACET_KEYS).toContain(key);
      expect(encodeFacetQuery(parseFacetQuery(encodeFacetQuery(parsed)))).toBe(encodeFacetQuery(parsed));
    }),
  );
});

test('examples', () => {
  expect(encodeFacetQuery(parseFacetQuery('Colour-red-black/size-m'))).toBe('size-m/colour-black-red');
  expect(encodeFacetQuery(toggle(parseFacetQuery('size-m'), 'size', 'm'))).toBe('');
  expect(encodeFacetQuery(new Map([['size', new Set(['one-size'])]]))).toBe('size-one\\-size');
  expect(parsePriceRange('25_50')).toEqual([2500, 5000]);
  expect(parsePriceRange('200_')).toEqual([20000, Number.POSITIVE_INFINITY]);
  expect(parsePriceRange('50_25')).toBeNull();
  expect(parsePriceRange('x')).toBeNull();
});
