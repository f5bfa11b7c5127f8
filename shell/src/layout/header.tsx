import { FormattedMessage, useIntl } from 'react-intl';
import { useBootstrapQuery } from '@storefront/shared/api';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import { RemoteSlot, type PageProps } from '@storefront/shared/remotes';
import { CategoryMenu } from './category-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { CartLink } from './cart-link.tsx';
import { AccountIcon } from './icons.tsx';
import styles from './layout.module.css';

export function Header() {
  const lang = useLang();
  const intl = useIntl();
  const { data } = useBootstrapQuery();
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <Link
          to={paths.home(lang)}
          className={styles.logo}
          aria-label={intl.formatMessage({ id: 'shell.header.home' })}
        >
          {data?.shop_name ?? <FormattedMessage id="shell.header.shopName" />}
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
          <Link to={paths.login(lang)} className={styles.toolLink}>
            <AccountIcon />
            <span className={styles.toolText}>
              <FormattedMessage id="shell.header.account" />
            </span>
          </Link>
          <div className={styles.cartTools}>
            <CartLink />
            {/* Closed until this tab adds to the cart; if checkout is down it shows nothing and the badge still counts. */}
            <RemoteSlot<PageProps>
              remote="checkout"
              module="MiniCart"
              props={{ lang, params: {} }}
              compact
              quiet
              loading={<span hidden />}
            />
          </div>
        </nav>
      </div>
      <CategoryMenu items={data?.menuItems ?? []} />
    </header>
  );
}
