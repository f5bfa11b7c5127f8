import type { ComponentType } from 'react';
import type { SaveButtonProps } from './save-button.tsx';
import styles from './saved-buttons.module.css';

/**
 * A product's save buttons side by side: round icons on a tile, labelled buttons on the product page. Which lists
 * there are is the caller's choice (`../product-tile/product-actions.tsx`); this layer knows none of them.
 */
export function SaveActions({
  product,
  buttons,
  compact = false,
  className,
}: SaveButtonProps & {
  /** One button per saved list, in the order they show. */
  buttons: readonly ComponentType<SaveButtonProps>[];
  className?: string;
}) {
  return (
    <div className={[styles.actions, className].filter(Boolean).join(' ')}>
      {buttons.map((Button, index) => (
        <Button key={index} product={product} compact={compact} />
      ))}
    </div>
  );
}
