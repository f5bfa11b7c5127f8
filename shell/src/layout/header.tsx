import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import { RemoteSlot, type PageProps } from '@storefront/shared/remotes';
import { brandsEnabled } from '@storefront/shared/config';
import { useBootstrap } from '../app/bootstrap-context.tsx';
import { useShopConfig } from '../app/config-context.tsx';
import { useLocation } from 'react-router';
import { isSharedRoute, matchRoute } from '../routing/routes.ts';
import { AccountEntry } from './account-entry.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { CartLink } from './cart-link.tsx';
import { MiniCartSlot } from './mini-cart-slot.tsx';
import { useShopName } from './shop-name.ts';
import styles from './layout.module.css';

export function Header() {
  const location = useLocation();
  const config = useShopConfig();
  // A shared page is the same for every guest (ADR 0600): its account entry is the shell's until a hint says otherwise.
  const match = matchRoute(location.pathname, location.search, { brands: brandsEnabled(config) });
  return <HeaderBar shared={match.kind === 'page' && isSharedRoute(match.route)} />;
}

/**
 * The header itself, rendered again only when what it shows changes: a navigation inside a page (a filter, a sort
 * order) renders the parts that read the address (the language links, the mini cart's place), not the whole header.
 */
const HeaderBar = memo(function HeaderBar({ shared }: { shared: boolean }) {
  const lang = useLang();
  const intl = useIntl();
  const data = useBootstrap();
  const shopName = useShopName();
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <Link
          to={paths.home(lang)}
          className={styles.logo}
          aria-label={intl.formatMessage({ id: 'shell.header.home' })}
        >
          {shopName}
        </Link>
        <div className={styles.search}>
          <RemoteSlot<PageProps>
            remote="catalog"
            module="SearchBox"
            props={{ lang, params: {} }}
            compact
            loading={<div className={styles.searchPlaceholder} />}
          />
        </div>
        <nav className={styles.tools} aria-label={intl.formatMessage({ id: 'shell.header.tools' })}>
          <LanguageSwitcher />
          <RemoteSlot<PageProps>
            remote="catalog"
            module="WishlistLink"
            props={{ lang, params: {} }}
            compact
            loading={<span className={styles.widgetPlaceholder} />}
          />
          <RemoteSlot<PageProps>
            remote="catalog"
            module="CompareLink"
            props={{ lang, params: {} }}
            compact
            loading={<span className={styles.widgetPlaceholder} />}
          />
          <AccountEntry shared={shared} />
          <div className={styles.cartTools}>
            <CartLink />
            <MiniCartSlot />
          </div>
        </nav>
      </div>
      <CategoryMenu items={data?.menuItems ?? []} />
    </header>
  );
});
