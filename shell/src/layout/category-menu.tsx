import { useIntl } from 'react-intl';
import type { MenuItem } from '@storefront/shared/schemas';
import { Link } from '@storefront/shared/routing';
import { Kept, keptKeyOf } from '@storefront/shared/ui';
import styles from './layout.module.css';

/** The department menu from the api's bootstrap; sub-categories open on hover and on keyboard focus. */
export function CategoryMenu({ items }: { items: MenuItem[] }) {
  const intl = useIntl();
  const departments = items.filter((item) => item.type === 'category');
  return (
    <nav className={styles.menu} aria-label={intl.formatMessage({ id: 'shell.header.categories' })}>
      {/* The same on every page of a language (its links and names are the bootstrap's): rendered once (ADR 0600). */}
      <Kept as="div" keepKey={keptKeyOf('shell.menu', items)}>
        <ul className={styles.menuList}>
          {departments.map((item) => (
            <li key={item.id} className={styles.menuItem}>
              <Link to={item.url} className={styles.menuLink}>
                {item.label}
              </Link>
              {item.children.length > 0 && (
                <ul className={styles.submenu}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link to={child.url} className={styles.submenuLink}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </Kept>
    </nav>
  );
}
