import type { ReactElement } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductListing } from '@storefront/shared/schemas';
// A reply captured from the seeded api: getProducts {id_category: 3, q: 'size-m', order: 'price_asc', page: 2, resultsPerPage: 3}.
import captured from './fixtures/women-size-m.json';
import { ActiveFilters, FacetsPanel } from './facets-panel.tsx';
import { FacetsKey, ListingPrefetch, type ListingQuery } from './listing-query.ts';
import { renderAt } from './test-utils.tsx';

const listing = captured as ProductListing;
const path = '/en/3-women?q=size-m&order=price_asc&page=2';
const render = (ui: ReactElement) => renderAt(path, ui);

describe('FacetsPanel', () => {
  it('shows each facet as a group of filters with their counts', () => {
    render(<FacetsPanel listing={listing} />);
    const colour = screen.getByRole('group', { name: 'Colour' });
    const navy = within(colour).getByRole('checkbox', { name: /^Navy/ });
    expect(navy.closest('label')?.textContent).toBe('Navy1818 products');
    expect(screen.getByRole('group', { name: 'Size' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Brands' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Availability' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /^M\b/ }) as HTMLInputElement).checked).toBe(true);
    expect((navy as HTMLInputElement).checked).toBe(false);
  });

  it('toggles a filter by writing its q, back to page 1, keeping the sort order', async () => {
    const { router } = render(<FacetsPanel listing={listing} />);
    const navy = screen.getByRole('checkbox', { name: /^Navy/ });
    await userEvent.click(navy);
    expect(router.visited).toEqual(['/en/3-women?q=size-m%2Fcolour-navy&order=price_asc']);
    // The box shows its new state before the new list arrives.
    expect((navy as HTMLInputElement).checked).toBe(true);
  });

  it('switches an active filter off', async () => {
    const { router } = render(<FacetsPanel listing={listing} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /^M\b/ }));
    expect(router.visited).toEqual(['/en/3-women?order=price_asc']);
  });

  it('keeps the focus on the box when the new list arrives', async () => {
    const { rerender } = render(<FacetsPanel listing={listing} />);
    const navy = screen.getByRole('checkbox', { name: /^Navy/ });
    await userEvent.click(navy);
    rerender(<FacetsPanel listing={listing} busy />);
    const next = {
      ...listing,
      current_q: 'size-m/colour-navy',
      facets: listing.facets.map((facet) => ({
        ...facet,
        filters: facet.filters.map((filter) => (filter.value === 'navy' ? { ...filter, active: true } : filter)),
      })),
    };
    rerender(<FacetsPanel listing={next} />);
    const after = screen.getByRole('checkbox', { name: /^Navy/ }) as HTMLInputElement;
    expect(after).toBe(navy);
    expect(document.activeElement).toBe(navy);
    expect(after.checked).toBe(true);
  });

  it('asks for the new list as the press starts, before its click writes the address', () => {
    const asked: ListingQuery[] = [];
    const { router } = render(
      <ListingPrefetch.Provider value={(next) => asked.push(next)}>
        <FacetsPanel listing={listing} />
      </ListingPrefetch.Provider>,
    );
    const navy = screen.getByRole('checkbox', { name: /^Navy/ });
    // jsdom has no PointerEvent: a mouse event of that type carries the button as a browser's does.
    const pressStart = (button: number) => new MouseEvent('pointerdown', { bubbles: true, button });
    fireEvent(navy, pressStart(2));
    expect(asked).toEqual([]);
    fireEvent(navy, pressStart(0));
    expect(asked).toEqual([{ page: 1, facets: 'size-m/colour-navy', order: 'price_asc', view: 'grid' }]);
    expect(router.visited).toEqual([]);
  });

  it('asks for nothing at a press while a list is on its way', () => {
    const asked: ListingQuery[] = [];
    render(
      <ListingPrefetch.Provider value={(next) => asked.push(next)}>
        <FacetsPanel listing={listing} busy />
      </ListingPrefetch.Provider>,
    );
    fireEvent(
      screen.getByRole('checkbox', { name: /^Navy/ }),
      new MouseEvent('pointerdown', { bubbles: true, button: 0 }),
    );
    expect(asked).toEqual([]);
  });

  it('leaves a box alone when a new list keeps its state', () => {
    const { rerender } = render(<FacetsPanel listing={listing} />);
    // React writes an input's name and type again each time it updates it, and the browser restyles the box.
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { subtree: true, attributes: true });
    const next: ProductListing = {
      ...listing,
      current_q: 'size-m/colour-navy',
      facets: listing.facets.map((facet) => ({
        ...facet,
        filters: facet.filters.map((filter) => ({
          ...filter,
          magnitude: filter.magnitude + 1,
          nextEncodedFacets: `${filter.nextEncodedFacets}/colour-navy`,
          active: filter.active || filter.value === 'navy',
        })),
      })),
    };
    rerender(<FacetsPanel listing={next} />);
    const written = observer
      .takeRecords()
      .filter((record) => (record.target as Element).tagName === 'INPUT')
      .map((record) => `${(record.target as HTMLInputElement).value} ${record.attributeName}`);
    observer.disconnect();
    expect(written.filter((write) => !write.startsWith('navy '))).toEqual([]);
    expect((screen.getByRole('checkbox', { name: /^Navy/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: /^Navy/ }).closest('label')?.textContent).toBe('Navy1919 products');
  });

  it('renders no filter again while the list asked for is on its way', async () => {
    const { rerender } = render(<FacetsPanel listing={listing} />);
    const navy = screen.getByRole('checkbox', { name: /^Navy/ });
    // Each filter's count is formatted as it renders (`format` is a getter, typed as a method).
    const formats = Intl.NumberFormat.prototype as unknown as { readonly format: unknown };
    const counted = jest.spyOn(formats, 'format', 'get');
    await userEvent.click(navy);
    // The new address renders the panel busy with the same list: only the pressed row shows its new state (its
    // count's figure and phrase formatted again, against two for each of the panel's 33 filters before).
    rerender(<FacetsPanel listing={listing} busy />);
    expect(counted.mock.calls.length).toBeLessThanOrEqual(2);
    expect((navy as HTMLInputElement).checked).toBe(true);
    counted.mockRestore();
  });

  it("formats each count's figure and phrase once for the page's texts, however many filters and panels show it", () => {
    const formats = Intl.NumberFormat.prototype as unknown as { readonly format: unknown };
    const counted = jest.spyOn(formats, 'format', 'get');
    // Two panels in one page: the same texts (one `IntlShape`), 33 filters each, 13 different counts among them.
    render(
      <>
        <FacetsPanel listing={listing} />
        <FacetsPanel listing={listing} />
      </>,
    );
    const counts = new Set(
      listing.facets
        .filter((facet) => facet.displayed)
        .flatMap((facet) => facet.filters.filter((filter) => filter.displayed).map((filter) => filter.magnitude)),
    );
    // A figure and a phrase for each different count (formatting each filter's: 4 for each of 33 filters).
    expect(counted.mock.calls.length).toBe(2 * counts.size);
    counted.mockRestore();
    // The same texts as formatting them each time: the figure shown, the phrase read.
    const navy = screen.getAllByRole('checkbox', { name: /^Navy/ })[1];
    expect(navy?.closest('label')?.textContent).toBe('Navy1818 products');
  });

  it('waits for the list asked for before taking another change', async () => {
    const { router } = render(<FacetsPanel listing={listing} busy />);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Navy/ }));
    expect(router.visited).toEqual([]);
  });
});

describe('ActiveFilters', () => {
  it('shows active filters as chips that remove them', async () => {
    const { router } = render(<ActiveFilters listing={listing} />);
    const chips = within(screen.getByRole('region', { name: 'Active filters' })).getAllByRole('button', {
      name: /^Remove filter/,
    });
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual(['Remove filter Size: M']);
    await userEvent.click(chips[0] as HTMLElement);
    expect(router.visited).toEqual(['/en/3-women?order=price_asc']);
  });

  it('clears every filter at once and keeps the sort order', async () => {
    const { router } = render(<ActiveFilters listing={listing} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(router.visited).toEqual(['/en/3-women?order=price_asc']);
  });

  it('shows nothing when no filter is active', () => {
    const none = {
      ...listing,
      facets: listing.facets.map((facet) => ({
        ...facet,
        filters: facet.filters.map((filter) => ({ ...filter, active: false })),
      })),
    };
    const { container } = render(<ActiveFilters listing={none} />);
    expect(container.textContent).toBe('');
  });
});

describe('on a page that keeps its facets under another key', () => {
  // The search page: `q` is the phrase, the facets are under `f`.
  const searchPath = '/en/search?q=dress&f=size-m&order=price_asc&page=2';
  const renderUnder = (ui: ReactElement) => renderAt(searchPath, <FacetsKey value="f">{ui}</FacetsKey>);

  it('writes a toggled filter to that key and leaves q alone', async () => {
    const { router } = renderUnder(<FacetsPanel listing={listing} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Navy/ }));
    expect(router.visited).toEqual(['/en/search?q=dress&f=size-m%2Fcolour-navy&order=price_asc']);
  });

  it('removes and clears filters from that key only', async () => {
    const { router } = renderUnder(<ActiveFilters listing={listing} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Size: M' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(router.visited).toEqual(['/en/search?q=dress&order=price_asc', '/en/search?q=dress&order=price_asc']);
  });
});
