/** The search box's suggestions panel: a listbox of products and categories, and the way to every result. */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@storefront/shared/routing';
import type { Suggestion } from './use-suggestions.ts';
import styles from './search-box.module.css';

export const optionId = (baseId: string, index: number) => `${baseId}-option-${index}`;

interface SuggestionListProps {
  baseId: string;
  open: boolean;
  products: Suggestion[];
  categories: Suggestion[];
  active: number;
  loading: boolean;
  showAllHref: string;
  phrase: string;
  onChoose(suggestion: Suggestion): void;
  onShowAll(): void;
}

export function SuggestionList({
  baseId,
  open,
  products,
  categories,
  active,
  loading,
  showAllHref,
  phrase,
  onChoose,
  onShowAll,
}: SuggestionListProps) {
  const intl = useIntl();
  const empty = products.length + categories.length === 0;
  const option = (suggestion: Suggestion, index: number) => (
    <li
      key={`${suggestion.kind}-${suggestion.id}`}
      id={optionId(baseId, index)}
      role="option"
      aria-selected={index === active}
      className={styles.option}
      // Keep the focus in the input: the click below does the choosing.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(suggestion)}
    >
      {suggestion.kind === 'product' ? (
        <>
          <img
            src={suggestion.imageUrl}
            alt=""
            width={40}
            height={50}
            loading="lazy"
            decoding="async"
            className={styles.thumb}
          />
          <span className={styles.optionName}>{suggestion.name}</span>
          <span className={styles.optionPrice}>{suggestion.price}</span>
        </>
      ) : (
        <>
          <span className={styles.optionName}>{suggestion.name}</span>
          <span className={styles.optionHint}>
            <FormattedMessage id="catalog.search.categoryHint" />
          </span>
        </>
      )}
    </li>
  );
  return (
    <div className={styles.panel} hidden={!open}>
      <div
        id={`${baseId}-listbox`}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'catalog.search.suggestions' })}
      >
        {products.length > 0 && (
          <>
            <div id={`${baseId}-products`} className={styles.groupLabel} aria-hidden="true">
              <FormattedMessage id="catalog.search.products" />
            </div>
            <ul role="group" aria-labelledby={`${baseId}-products`} className={styles.group}>
              {products.map((suggestion, index) => option(suggestion, index))}
            </ul>
          </>
        )}
        {categories.length > 0 && (
          <>
            <div id={`${baseId}-categories`} className={styles.groupLabel} aria-hidden="true">
              <FormattedMessage id="catalog.search.categories" />
            </div>
            <ul role="group" aria-labelledby={`${baseId}-categories`} className={styles.group}>
              {categories.map((suggestion, index) => option(suggestion, products.length + index))}
            </ul>
          </>
        )}
      </div>
      {empty && (
        <p className={styles.message}>
          <FormattedMessage
            id={loading ? 'catalog.search.loading' : 'catalog.search.noSuggestions'}
            values={{ phrase }}
          />
        </p>
      )}
      <Link to={showAllHref} className={styles.showAll} onClick={onShowAll}>
        <FormattedMessage id="catalog.search.showAll" values={{ phrase }} />
      </Link>
    </div>
  );
}
