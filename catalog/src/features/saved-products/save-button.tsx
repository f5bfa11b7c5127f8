/**
 * The button that adds a product to a saved list or takes it out, shared by `WishlistButton` and `CompareButton`;
 * `compact` is the round icon a product tile shows. When the list holds its limit already it says so instead of adding.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@storefront/shared/store';
import { toSavedProduct, type SavedProduct } from './saved-product.ts';
import type { SavedList } from './saved-list.ts';
import { useSavedList } from './use-saved-list.ts';
import { CompareIcon, HeartIcon } from './icons.tsx';
import { FullNotice, noticeAnchorMark, useFullNotice } from './full-notice.tsx';
import { SavedNotices } from './saved-notices.tsx';
import styles from './saved-buttons.module.css';

/** Each list's icon and messages (the `Named` ones label the compact icon with the product's name). */
const BUTTONS = {
  wishlist: {
    Icon: HeartIcon,
    add: 'catalog.wishlist.add',
    remove: 'catalog.wishlist.remove',
    addNamed: 'catalog.wishlist.addNamed',
    removeNamed: 'catalog.wishlist.removeNamed',
  },
  compare: {
    Icon: CompareIcon,
    add: 'catalog.compare.add',
    remove: 'catalog.compare.remove',
    addNamed: 'catalog.compare.addNamed',
    removeNamed: 'catalog.compare.removeNamed',
  },
} as const;

/** What a page gives a list's button: the product, and the tile's round icon instead of a labelled button. */
export interface SaveButtonProps {
  product: SavedProduct;
  compact?: boolean;
}

interface SavedListButtonProps extends SaveButtonProps {
  /** The list's store and storage (`wishlist`, `compareList`). */
  list: SavedList;
  /** Which list it is: its icon, messages and page (`/{lang}/{kind}`). */
  kind: keyof typeof BUTTONS;
}

/** The button, announcing through its page's notice region (or its own, where no page gave one). */
export function SaveButton(props: SavedListButtonProps) {
  return (
    <SavedNotices>
      <ListButton {...props} />
    </SavedNotices>
  );
}

function ListButton({ product, compact = false, list, kind }: SavedListButtonProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { has } = useSavedList(list);
  const [full, setFull] = useFullNotice();
  const saved = has(product.id);
  const { Icon, ...messages } = BUTTONS[kind];
  const label = intl.formatMessage({ id: saved ? messages.removeNamed : messages.addNamed }, { name: product.name });
  const toggle = () => {
    if (saved) {
      dispatch(list.remove(product.id));
      setFull(false);
    } else {
      setFull(dispatch(list.add(toSavedProduct(product))) === 'full');
    }
  };
  return (
    <span className={styles.withNotice} {...{ [noticeAnchorMark]: '' }}>
      <button
        type="button"
        className={[styles.button, compact && styles.icon, saved && styles.on].filter(Boolean).join(' ')}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        onClick={toggle}
      >
        <Icon filled={saved} />
        {!compact && <FormattedMessage id={saved ? messages.remove : messages.add} />}
      </button>
      <FullNotice shown={full} list={kind} limit={list.limit} name={product.name} />
    </span>
  );
}
