/**
 * What a saved list's button says when the list is full and the product was not added: the limit, what to do, and a
 * link to the list. A status beside the button (polite: the shopper's click is not interrupted), gone after a while.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/routing';
import styles from './saved-buttons.module.css';

/** How long the notice stays (long enough to read and reach its link). */
export const NOTICE_MS = 8000;

/** Whether the "full" notice is up; it goes away by itself after `NOTICE_MS`. */
export function useFullNotice(): [boolean, (full: boolean) => void] {
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (!full) return;
    const timer = setTimeout(() => setFull(false), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [full]);
  return [full, setFull];
}

/** Each list's messages; its page is `/{lang}/{list}`. */
const NOTICES = {
  wishlist: { full: 'catalog.wishlist.full', open: 'catalog.wishlist.open' },
  compare: { full: 'catalog.compare.full', open: 'catalog.compare.open' },
} as const;

export interface FullNoticeProps {
  /** Show the text (the live region itself is always there). */
  shown: boolean;
  list: keyof typeof NOTICES;
  limit: number;
  /** The product that was not added. */
  name: string;
}

export function FullNotice({ shown, list, limit, name }: FullNoticeProps) {
  const lang = useLang();
  return (
    // Rendered empty from the start so screen readers announce the notice when it appears.
    <span role="status" className={styles.notice}>
      {shown && (
        <>
          <FormattedMessage id={NOTICES[list].full} values={{ limit, name }} />{' '}
          <Link to={`/${lang}/${list}`}>
            <FormattedMessage id={NOTICES[list].open} />
          </Link>
        </>
      )}
    </span>
  );
}
