import { useIntl } from 'react-intl';
import { useBootstrapQuery } from '@storefront/shared/api';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import { RemoteSlot, type PageProps } from '@storefront/shared/remotes';
import { CategoryMenu } from './category-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { CartLink } from './cart-link.tsx';
import { MiniCartSlot } from './mini-cart-slot.tsx';
import { useShopName } from './shop-name.ts';
import styles from './layout.module.css';

export function Header() {
  const lang = useLang();
  const intl = useIntl();
  const { data } = useBootstrapQuery();
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
          <RemoteSlot<PageProps>
            remote="account"
            module="AccountMenu"
            props={{ lang, params: {} }}
            compact
            loading={<span className={styles.accountPlaceholder} />}
          />
          <div className={styles.cartTools}>
            <CartLink />
            <MiniCartSlot />
          </div>
        </nav>
      </div>
      <CategoryMenu items={data?.menuItems ?? []} />
    </header>
  );
}
