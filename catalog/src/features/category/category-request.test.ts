import { readListingQuery } from '../listing/listing-query.ts';
import { categoryIdFrom, categoryRequest, plainText } from './category-request.ts';

describe('categoryRequest', () => {
  it('reads the id before the slug and the listing state from the query', () => {
    const query = readListingQuery(new URLSearchParams('page=2&q=size-m&order=price_asc&view=list'));
    expect(categoryRequest('3-women', query)).toEqual({
      id_category: 3,
      page: 2,
      q: 'size-m',
      order: 'price_asc',
      resultsPerPage: 24,
      with_category_tree: true,
    });
  });

  it('gives the same request for the same URL, whatever the parameter order (one cache entry)', () => {
    const a = categoryRequest('3-women', readListingQuery(new URLSearchParams('order=price_asc&page=2')));
    const b = categoryRequest('3-women', readListingQuery(new URLSearchParams('page=2&order=price_asc&view=list')));
    expect(a).toEqual(b);
  });

  it.each(['women-3', '', '0-none', '-3-women'])('finds no category in %p', (param) =>
    expect(categoryIdFrom(param)).toBeNull(),
  );
});

describe('readListingQuery', () => {
  it('falls back to the defaults for malformed values', () => {
    expect(readListingQuery(new URLSearchParams('page=-1&order=cheapest&view=table'))).toEqual({
      page: 1,
      facets: '',
      order: 'relevance',
      view: 'grid',
    });
    expect(readListingQuery(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});

describe('plainText', () => {
  it('drops the markup of a description', () =>
    expect(plainText('<p>Dresses &amp; knitwear</p>\n<p>for  every season</p>')).toBe(
      'Dresses & knitwear for every season',
    ));
});
