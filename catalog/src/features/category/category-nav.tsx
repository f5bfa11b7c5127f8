/** Where a category sits: the breadcrumb above the page and its department's tree of sub-categories beside it. */
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import type { BreadcrumbItem, CategoryTreeNode } from '@storefront/shared/schemas';
import styles from './category-page.module.css';

export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.breadcrumb.label' })}>
      <ol className={styles.breadcrumb}>
        <li>
          <Link to={paths.home(lang)}>
            <FormattedMessage id="catalog.breadcrumb.home" />
          </Link>
        </li>
        {items.map((crumb, index) => (
          <li key={crumb.id_category}>
            {index === items.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.link}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The department and its sub-categories, the current one marked; links drop the filters (they belong to a list). */
export function CategoryTree({ root, currentId }: { root: CategoryTreeNode; currentId: number }) {
  const intl = useIntl();
  return (
    <nav className={styles.tree} aria-label={intl.formatMessage({ id: 'catalog.category.tree' })}>
      <ul className={styles.treeList}>
        <TreeNode node={root} currentId={currentId} />
      </ul>
    </nav>
  );
}

function TreeNode({ node, currentId }: { node: CategoryTreeNode; currentId: number }) {
  const current = node.id === currentId;
  return (
    <li>
      <Link to={node.link} className={current ? styles.treeCurrent : styles.treeLink} aria-current={current ? 'page' : undefined}>
        {node.name}
      </Link>
      {node.children.length > 0 && (
        <ul className={styles.treeList}>
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} currentId={currentId} />
          ))}
        </ul>
      )}
    </li>
  );
}
