/**
 * The facet filters of a listing (size, colour, brand, price, availability) with their counts. Each checkbox writes
 * the filter's `nextEncodedFacets` (the api's `q` that toggles it) to the URL; the list follows the URL.
 */
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { earlyHrefMark } from '@storefront/shared/config';
import type { Facet, FacetFilter, ProductPage } from '@storefront/shared/schemas';
import { useListingHref, usePrefetchListing, useSetListingQuery } from './listing-query.ts';
import styles from './facets-panel.module.css';
import swatch from './swatch.module.css';

export interface FacetsPanelProps {
  /** The listing reply (getProducts, search, getBrand): its facets and the `q` they were computed for. */
  listing: Pick<ProductPage, 'facets' | 'current_q'>;
  /** A new list is on its way: its facets' toggles are not known yet, so changes wait for it. */
  busy?: boolean;
}

export function FacetsPanel({ listing, busy = false }: FacetsPanelProps) {
  const facets = listing.facets.filter((facet) => facet.displayed && facet.filters.some((filter) => filter.displayed));
  if (facets.length === 0) return null;
  return <FacetGroups facets={facets} currentQ={listing.current_q} busy={busy} />;
}

function FacetGroups({ facets, currentQ, busy }: { facets: Facet[]; currentQ: string; busy: boolean }) {
  const setListing = useSetListingQuery();
  const prefetchListing = usePrefetchListing();
  const listingHref = useListingHref();
  // The box the shopper just clicked shows its new state at once, before the new list arrives.
  const [pending, setPending] = useState<string | null>(null);
  // Dropped when a request ends (the new list's boxes say it all; after an error, the old list's do) or another
  // list arrives; adjusted while rendering, as React recommends, and never by remounting (focus stays on the box).
  const [seen, setSeen] = useState({ busy, currentQ });
  if (seen.busy !== busy || seen.currentQ !== currentQ) {
    setSeen({ busy, currentQ });
    if (!busy || seen.currentQ !== currentQ) setPending(null);
  }
  // Every toggle is computed by the api from the current filters; until the new reply comes, a second click would be
  // computed from stale ones and undo the first, so it is ignored, and nothing is asked for it.
  const nextFacets = (facetKey: string, value: string) =>
    busy ? undefined : filterOf(facets, facetKey, value)?.nextEncodedFacets;
  const toggle = (facetKey: string, value: string) => {
    const next = nextFacets(facetKey, value);
    if (next === undefined) return;
    setPending(`${facetKey}:${value}`);
    setListing({ facets: next });
  };
  // The new list is asked for as the press starts: its click comes after the press ends, and the click's own work
  // (the box, the address) then runs while the list is on its way.
  const press = (facetKey: string, value: string) => {
    const next = nextFacets(facetKey, value);
    if (next !== undefined) prefetchListing({ facets: next });
  };
  // One function each for the panel's life, calling those of the last render: a row whose filter and state did not
  // change keeps its props and is not rendered again (a new address, with the list still on its way).
  const latest = useRef({ toggle, press });
  useLayoutEffect(() => {
    latest.current = { toggle, press };
  });
  const onToggle = useCallback((facetKey: string, value: string) => latest.current.toggle(facetKey, value), []);
  const onPress = useCallback((facetKey: string, value: string) => latest.current.press(facetKey, value), []);
  return (
    <div className={styles.facets} aria-busy={busy}>
      {facets.map((facet) => (
        <fieldset key={facet.key} className={styles.facet}>
          <legend className={styles.facetTitle}>{facet.label}</legend>
          <ul className={facet.widgetType === 'color' ? styles.colourList : styles.filterList}>
            {facet.filters
              .filter((filter) => filter.displayed)
              .map((filter) => (
                <FilterRow
                  key={filter.value}
                  facetKey={facet.key}
                  filter={filter}
                  checked={pending === `${facet.key}:${filter.value}` ? !filter.active : filter.active}
                  // Pressed before the app has started, the box loads the listing it stands for (ADR 0502).
                  href={listingHref({ facets: filter.nextEncodedFacets })}
                  onToggle={onToggle}
                  onPress={onPress}
                />
              ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}

const filterOf = (facets: Facet[], facetKey: string, value: string): FacetFilter | undefined =>
  facets.find((facet) => facet.key === facetKey)?.filters.find((filter) => filter.value === value);

/**
 * One filter: its box, name and count. Rendered again only when its filter, state or address changes: a new address
 * whose list is still on its way (the same filters, the panel busy) renders only the row that was pressed.
 */
const FilterRow = memo(function FilterRow({
  facetKey,
  filter,
  checked,
  href,
  onToggle,
  onPress,
}: {
  facetKey: string;
  filter: FacetFilter;
  checked: boolean;
  href: string;
  onToggle: (facetKey: string, value: string) => void;
  onPress: (facetKey: string, value: string) => void;
}) {
  return (
    <li>
      <label
        className={styles.filter}
        onPointerDown={(event) => {
          if (event.button === 0) onPress(facetKey, filter.value);
        }}
        {...{ [earlyHrefMark]: href }}
      >
        <FilterBox name={facetKey} value={filter.value} checked={checked} onToggle={onToggle} />
        {filter.properties.color && (
          <span className={swatch.swatch} style={{ backgroundColor: filter.properties.color }} aria-hidden="true" />
        )}
        <span className={styles.filterLabel}>{filter.label}</span>
        <FilterCount count={filter.magnitude} />
      </label>
    </li>
  );
});

/**
 * A filter's box, rendered again only when its state changes. Each time React updates an input it writes its `name`
 * and `type` again (blanking the name in between), and the browser restyles the box: a new list used to do that to
 * every box of the panel, twice (the address, then the list), most of the commit's time on a phone.
 */
const FilterBox = memo(function FilterBox({
  name,
  value,
  checked,
  onToggle,
}: {
  name: string;
  value: string;
  checked: boolean;
  onToggle: (facetKey: string, value: string) => void;
}) {
  return (
    <input
      type="checkbox"
      // Named as a form field would be: the page's starter finds the same box on the page it brings in place before
      // the app has started, to keep focus on it.
      name={name}
      value={value}
      checked={checked}
      onChange={() => onToggle(name, value)}
      className={styles.checkbox}
    />
  );
});

/** The number of products a filter would show: a plain figure on screen, a phrase for screen readers. */
function FilterCount({ count }: { count: number }) {
  const { figure, phrase } = countTexts(useIntl(), count);
  return (
    <>
      <span className={styles.filterCount} aria-hidden="true">
        {figure}
      </span>
      <span className="visually-hidden">{phrase}</span>
    </>
  );
}

/** How many counts' texts are kept for one language's texts (a catalogue's counts are far fewer). */
const keptCounts = 2000;
const countTextsByIntl = new WeakMap<IntlShape, Map<number, { figure: string; phrase: string }>>();

/**
 * A count's figure and phrase ("18", "18 products"), formatted once for the page's texts (one `IntlShape` per language
 * and catalogue, the same across renders and, on the server, across pages): a panel writes them for each of its
 * filters (38 on a category page), and formatting the plural each time was about an eighth of the server's render of
 * such a page (0.5 of 4.2 ms here, ADR 0600).
 */
function countTexts(intl: IntlShape, count: number): { figure: string; phrase: string } {
  let texts = countTextsByIntl.get(intl);
  if (!texts || texts.size >= keptCounts) {
    texts = new Map();
    countTextsByIntl.set(intl, texts);
  }
  let kept = texts.get(count);
  if (!kept) {
    kept = {
      figure: intl.formatNumber(count),
      phrase: intl.formatMessage({ id: 'catalog.facets.count' }, { count }),
    };
    texts.set(count, kept);
  }
  return kept;
}

/** The active filters as removable chips, and "clear all". */
export function ActiveFilters({ listing, busy = false }: FacetsPanelProps) {
  const intl = useIntl();
  const setListing = useSetListingQuery();
  const active = listing.facets.flatMap((facet) =>
    facet.filters.filter((filter) => filter.active).map((filter) => ({ facet, filter })),
  );
  if (active.length === 0) return null;
  return (
    <section className={styles.chips} aria-label={intl.formatMessage({ id: 'catalog.facets.active' })}>
      <ul className={styles.chipList}>
        {active.map(({ facet, filter }) => (
          <li key={`${facet.key}:${filter.value}`}>
            <button
              type="button"
              className={styles.chip}
              disabled={busy}
              onClick={() => setListing({ facets: filter.nextEncodedFacets })}
              aria-label={intl.formatMessage(
                { id: 'catalog.facets.remove' },
                { facet: facet.label, value: filter.label },
              )}
            >
              <span aria-hidden="true">
                {facet.label}: {filter.label}
              </span>
              <span className={styles.chipClose} aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ClearFilters className={styles.clearAll} />
    </section>
  );
}

/** Drops every filter (the sort order and view stay). */
export function ClearFilters({ className }: { className?: string }) {
  const setListing = useSetListingQuery();
  return (
    <button type="button" className={className} onClick={() => setListing({ facets: '' })}>
      <FormattedMessage id="catalog.facets.clearAll" />
    </button>
  );
}
