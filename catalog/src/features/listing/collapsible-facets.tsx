/**
 * The facets panel of a list page: always shown on wide screens, behind a "Filters (n)" button on narrow ones.
 * Used by the category, brand and search pages.
 */
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { earlyDiscloseMark, earlyOpenMark } from '@storefront/shared/config';
import type { Facet } from '@storefront/shared/schemas';
import { FacetsPanel, type FacetsPanelProps } from './facets-panel.tsx';
import styles from './collapsible-facets.module.css';

/** How many filters are on, across facets. */
export const activeFilterCount = (facets: Facet[]): number =>
  facets.reduce((count, facet) => count + facet.filters.filter((filter) => filter.active).length, 0);

export function CollapsibleFacets({ listing, busy }: FacetsPanelProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const earlyOpen = () => panel.current?.hasAttribute(earlyOpenMark) === true;
  // Opened by the page's starter before the app ran (ADR 0502): the app takes that state over once hydrated. The
  // starter's mark stays until the app's own open state is on the page, so the panel never closes in between: a frame
  // without it moves what the shopper is pressing in it, and the press lands elsewhere.
  useEffect(() => {
    if (!panel.current?.hasAttribute(earlyOpenMark)) return;
    setOpen(true);
  }, []);
  useLayoutEffect(() => {
    if (open) panel.current?.removeAttribute(earlyOpenMark);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => {
          // Still open by the starter's mark (the app has not taken it over yet): the press closes what is shown.
          if (!earlyOpen()) return setOpen((value) => !value);
          panel.current?.removeAttribute(earlyOpenMark);
          event.currentTarget.setAttribute('aria-expanded', 'false');
          setOpen(false);
        }}
        {...{ [earlyDiscloseMark]: '' }}
      >
        <FormattedMessage id="catalog.facets.toggle" values={{ count: activeFilterCount(listing.facets) }} />
      </button>
      <div id={panelId} ref={panel} className={open ? styles.open : styles.panel}>
        {/* Its own Suspense boundary: the panel hydrates as a separate task (shorter long tasks on a slow phone). */}
        <Suspense>
          <FacetsPanel listing={listing} busy={busy} />
        </Suspense>
      </div>
    </>
  );
}
