import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@storefront/shared/routing';
import type { SavedList } from './saved-list.ts';
import { useSavedList } from './use-saved-list.ts';
import styles from './saved-list-link.module.css';

interface SavedListLinkProps {
  list: SavedList;
  to: string;
  icon: ReactNode;
  /** Message ids: the list's name (the accessible name until the count is known), and the name with the count ('Wishlist, 2 items'). */
  textId: string;
  labelId: string;
  testId: string;
}

/**
 * A header link to a saved list: its icon and count, so the header keeps room for the search box in every
 * language; the name with the count is the link's accessible name (its only one: a `title` beside it would have
 * screen readers say the name twice). The server (and the hydration render) can't know the count, so the badge keeps
 * its place empty and the name has no count until the browser's list is read.
 */
export function SavedListLink({ list, to, icon, textId, labelId, testId }: SavedListLinkProps) {
  const intl = useIntl();
  const { items, loaded } = useSavedList(list);
  const text = intl.formatMessage({ id: textId });
  return (
    <Link
      to={to}
      className={styles.link}
      aria-label={loaded ? intl.formatMessage({ id: labelId }, { count: items.length }) : text}
    >
      {icon}
      <span className={styles.badge} data-testid={testId} aria-hidden="true">
        {loaded ? items.length : null}
      </span>
    </Link>
  );
}
