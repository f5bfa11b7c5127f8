/** Grid or list view of a listing, written to the URL as `view` (a pair of toggle buttons). */
import { FormattedMessage, useIntl } from 'react-intl';
import { useSetListingQuery, VIEWS, type ListingQuery, type ListingView } from './listing-query.ts';
import styles from './listing-controls.module.css';

const icons: Record<ListingView, string> = {
  // Four squares and three bars, drawn in the button's text colour.
  grid: 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h7v7h-7z',
  list: 'M3 4h18v3H3zM3 10.5h18v3H3zM3 17h18v3H3z',
};

export function ViewToggle({ query }: { query: Pick<ListingQuery, 'view'> }) {
  const intl = useIntl();
  const setListing = useSetListingQuery();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'catalog.view.label' })} className={styles.viewToggle}>
      {VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          className={styles.viewButton}
          aria-pressed={query.view === view}
          onClick={() => {
            if (query.view !== view) setListing({ view });
          }}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d={icons[view]} fill="currentColor" />
          </svg>
          <FormattedMessage id={`catalog.view.${view}`} />
        </button>
      ))}
    </div>
  );
}
