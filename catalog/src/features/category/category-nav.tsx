/** Where a category sits: its department's tree of sub-categories beside the list. */
import { useIntl } from 'react-intl';
import { Link } from '@storefront/shared/routing';
import type { CategoryTreeNode } from '@storefront/shared/schemas';
import styles from './category-page.module.css';

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
      <Link
        to={node.link}
        className={current ? styles.treeCurrent : styles.treeLink}
        aria-current={current ? 'page' : undefined}
      >
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
