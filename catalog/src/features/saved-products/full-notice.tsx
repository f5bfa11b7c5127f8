/**
 * What a saved list's button says when the list is full and the product was not added: the limit, what to do, and a
 * link to the list, shown beside the button and gone after a while. Screen readers hear it from the page's one
 * polite region (`saved-notices.tsx`: the shopper's click is not interrupted); the link follows the button.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/routing';
import { useSavedNotice } from './saved-notices.tsx';
import styles from './saved-buttons.module.css';

/**
 * The marks a box the buttons sit in can place the notice by (`tile-actions.module.css`): the button's wrapper the
 * notice hangs from, and the notice itself.
 */
export const noticeAnchorMark = 'data-notice-anchor';
export const fullNoticeMark = 'data-full-notice';

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
  /** Show the notice (and announce it). */
  shown: boolean;
  list: keyof typeof NOTICES;
  limit: number;
  /** The product that was not added. */
  name: string;
}

export function FullNotice({ shown, list, limit, name }: FullNoticeProps) {
  const intl = useIntl();
  const lang = useLang();
  // Formatted only when shown: every product card renders two of these, nearly always hidden, and a message with
  // values is costly to format (its compiled text is serialised for the formatter cache's key on each call).
  const text = shown ? intl.formatMessage({ id: NOTICES[list].full }, { limit, name }) : null;
  useSavedNotice(text);
  if (!shown) return null;
  return (
    <span className={styles.notice} {...{ [fullNoticeMark]: '' }}>
      {text} <Link to={`/${lang}/${list}`}>{intl.formatMessage({ id: NOTICES[list].open })}</Link>
    </span>
  );
}
