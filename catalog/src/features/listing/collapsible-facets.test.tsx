import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductListing } from '@storefront/shared/schemas';
// A reply captured from the seeded api with one filter on (size M).
import captured from './fixtures/women-size-m.json';
import { CollapsibleFacets, activeFilterCount } from './collapsible-facets.tsx';
import { renderAt } from './test-utils.tsx';

const listing = captured as ProductListing;

describe('CollapsibleFacets', () => {
  it('counts the filters that are on', () => {
    expect(activeFilterCount(listing.facets)).toBe(1);
    expect(activeFilterCount([])).toBe(0);
  });

  it('names the toggle with the count and opens the panel it controls', async () => {
    renderAt('/en/3-women?q=size-m', <CollapsibleFacets listing={listing} />);
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(screen.getByRole('group', { name: 'Size' }))).toBe(true);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
