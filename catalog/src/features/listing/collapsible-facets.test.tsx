import { act, screen } from '@testing-library/react';
import { earlyOpenMark } from '@storefront/shared/config';
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

  /** What the page's starter does to the server's HTML when "Filters" is pressed before the app runs. */
  function openedByStarter(html: HTMLElement): void {
    const toggle = html.querySelector('button[aria-controls]');
    toggle?.setAttribute('aria-expanded', 'true');
    html.querySelector(`[id="${toggle?.getAttribute('aria-controls') ?? ''}"]`)?.setAttribute(earlyOpenMark, '');
  }

  it('takes over the panel the starter opened without a frame where it is closed', () => {
    // What changes on the panel, in order, from the hydration on.
    const changes: string[] = [];
    const seen = (records: MutationRecord[]) => {
      for (const record of records)
        if (record.target instanceof HTMLDivElement && record.target.id)
          changes.push(
            record.attributeName === 'class' ? `class ${record.target.className}` : `${record.attributeName}`,
          );
    };
    const observer = new MutationObserver(seen);
    renderAt('/en/3-women?q=size-m', <CollapsibleFacets listing={listing} />, undefined, (html) => {
      openedByStarter(html);
      observer.observe(html, { subtree: true, attributes: true, attributeFilter: ['class', earlyOpenMark] });
    });
    seen(observer.takeRecords());
    observer.disconnect();
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    // The app's open class first, then the starter's mark goes (the other order shows the panel closed for a frame).
    expect(changes).toEqual(['class open', earlyOpenMark]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes the panel the starter opened at the first press of the hydrated toggle', async () => {
    renderAt('/en/3-women?q=size-m', <CollapsibleFacets listing={listing} />, undefined, openedByStarter);
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    await act(() => userEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hasAttribute(earlyOpenMark)).toBe(
      false,
    );
  });
});
