/** The sort order of a listing: the 8 orders of SPEC section 3, written to the URL as `order`. */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SORT_KEYS, type SortKey } from '@storefront/shared/domain';
import { useSetListingQuery, type ListingQuery } from './listing-query.ts';
import styles from './listing-controls.module.css';

/** Message ids follow the api's keys (`price_asc` → `catalog.sort.priceAsc`). */
export const sortMessageId = (key: SortKey): string =>
  `catalog.sort.${key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())}`;

export interface SortSelectProps {
  query: Pick<ListingQuery, 'order'>;
  /** The orders to offer; all 8 by default. */
  orders?: readonly SortKey[];
}

export function SortSelect({ query, orders = SORT_KEYS }: SortSelectProps) {
  const intl = useIntl();
  const id = useId();
  const setListing = useSetListingQuery();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.controlLabel}>
        <FormattedMessage id="catalog.sort.label" />
      </label>
      <select
        id={id}
        className={styles.select}
        value={query.order}
        onChange={(event) => {
          const order = orders.find((key) => key === event.target.value);
          if (order) setListing({ order });
        }}
      >
        {orders.map((key) => (
          <option key={key} value={key}>
            {intl.formatMessage({ id: sortMessageId(key) })}
          </option>
        ))}
      </select>
    </div>
  );
}
