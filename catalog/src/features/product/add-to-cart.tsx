import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCreateCartItemMutation } from '@storefront/shared/api';
import type { ProductDetail } from '@storefront/shared/schemas';
import { Button } from '@storefront/shared/ui';
import styles from './product-page.module.css';

/**
 * Adds the chosen combination. The button is busy while the request runs, so a double click adds
 * once; the cart mutation itself publishes `checkout:cart-updated` from the server's reply.
 */
export function AddToCart({ product }: { product: ProductDetail }) {
  const [addToCart, { isLoading }] = useCreateCartItemMutation();
  const [outcome, setOutcome] = useState<'added' | 'failed' | null>(null);
  const soldOut = product.quantity_limit <= 0;
  return (
    <div className={styles.addToCart}>
      <Button
        busy={isLoading}
        disabled={soldOut}
        onClick={async () => {
          setOutcome(null);
          const result = await addToCart({ id_product: product.id_product, id_product_attribute: product.id_product_attribute, qty: 1 });
          setOutcome('error' in result ? 'failed' : 'added');
        }}
      >
        <FormattedMessage id={soldOut ? 'catalog.product.soldOut' : 'catalog.product.addToCart'} />
      </Button>
      <p role="status" className={outcome === 'failed' ? styles.error : styles.success}>
        {outcome && <FormattedMessage id={outcome === 'added' ? 'catalog.product.added' : 'catalog.product.notAdded'} />}
      </p>
    </div>
  );
}
