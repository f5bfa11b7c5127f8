import { listingArgs, listingSearchChanges, readListingQuery } from './listing-query.ts';

describe('the facets query key', () => {
  it('is q by default, as the api names the facets', () => {
    const query = readListingQuery(new URLSearchParams('q=size-m&f=colour-black'));
    expect(query.facets).toBe('size-m');
    expect(listingArgs(query).q).toBe('size-m');
    expect(listingSearchChanges({ facets: 'colour-black' })).toEqual({ q: 'colour-black' });
  });

  it('can be another key, read and written alike, leaving q to the page', () => {
    const query = readListingQuery(new URLSearchParams('q=linen&f=colour-black&page=2'), 'f');
    expect(query).toEqual({ page: 2, facets: 'colour-black', order: 'relevance', view: 'grid' });
    expect(listingArgs(query)).toEqual({ page: 2, q: 'colour-black', order: 'relevance', resultsPerPage: 24 });
    expect(listingSearchChanges({ facets: 'size-m', page: 1 }, 'f')).toEqual({ f: 'size-m', page: null });
    expect(listingSearchChanges({ facets: '' }, 'f')).toEqual({ f: null });
  });
});
