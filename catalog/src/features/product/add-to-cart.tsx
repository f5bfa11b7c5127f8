/**
 * Quantity and the add-to-cart button. A request in flight blocks further clicks (a ref, not only the disabled
 * button, so two clicks in one frame still add once); the shared createCartItem mutation publishes
 * `checkout:cart-updated` from the server's reply, which the shell's badge listens to. Each add carries a key
 * (`idempotency_key`) kept until it is answered: pressed again after a failure, the same add goes with the same key,
 * so one whose answer was lost on the way is not made twice (ADR 0108).
 */
import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { refusalMessage, useCreateCartItemMutation } from '@storefront/shared/api';
import type { ProductDetail } from '@storefront/shared/schemas';
import { earlyAddKeyMark, earlyAddMark, earlyOwnedMark } from '@storefront/shared/config';
import { Button } from '@storefront/shared/ui';
import { addToCartRefusals } from '../refusals/refusal-messages.ts';
import { CartToast } from './cart-toast.tsx';
import { clampQuantity, QuantityInput } from './quantity-input.tsx';
import styles from './add-to-cart.module.css';

/** The most of this combination a shopper may put in the cart: its stock, capped by the cart's per-line limit. */
export const orderableQuantity = (product: Pick<ProductDetail, 'quantity' | 'quantity_limit'>): number =>
  Math.max(0, Math.min(product.quantity, product.quantity_limit));

/** A fresh key for one add (any context: `crypto.randomUUID` needs a secure one). */
const newAddKey = (): string =>
  `add-${Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(16).padStart(8, '0')).join('')}`;

export function AddToCart({ product, disabled = false }: { product: ProductDetail; disabled?: boolean }) {
  const [createCartItem, { isLoading }] = useCreateCartItemMutation();
  const inFlight = useRef(false);
  /** The add not yet answered: what it asked, and its key. */
  const unanswered = useRef<{ body: string; key: string } | null>(null);
  const [wanted, setWanted] = useState(1);
  const [added, setAdded] = useState<{ count: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const closeToast = useCallback(() => setAdded(null), []);
  const max = orderableQuantity(product);
  const soldOut = max <= 0;
  const quantity = clampQuantity(wanted, max);
  // Hydrated: the button's press is the app's from now on, not the page's starter's (ADR 0502).
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => region.current?.setAttribute(earlyOwnedMark, 'yes'), []);

  /** `earlyKey`: the key of the add the page's starter made before the app ran, when it got no answer. */
  const add = async (earlyKey: string | null) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRefusal(null);
    setAdded(null);
    try {
      const item = {
        id_product: product.id_product,
        id_product_attribute: product.id_product_attribute,
        qty: quantity,
      };
      const body = JSON.stringify(item);
      // The same add pressed again keeps its key; another quantity or size is another add.
      if (earlyKey) unanswered.current = { body, key: earlyKey };
      else if (unanswered.current?.body !== body) unanswered.current = { body, key: newAddKey() };
      const result = await createCartItem({ ...item, idempotency_key: unanswered.current.key });
      if ('error' in result) {
        setRefusal(refusalMessage(result.error, addToCartRefusals, 'catalog.product.tryAgain').id);
      } else {
        unanswered.current = null;
        // The header's count is the add's answer; the toast follows in the next frame, not in the same render.
        startTransition(() => setAdded({ count: quantity }));
      }
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className={styles.addToCart} ref={region} {...{ [earlyOwnedMark]: 'no' }}>
      <div className={styles.row}>
        <QuantityInput value={quantity} max={max} disabled={soldOut || disabled} onChange={setWanted} />
        <Button
          className={styles.button}
          busy={isLoading}
          disabled={soldOut || disabled}
          onClick={(event) => {
            const button = event.currentTarget;
            const earlyKey = button.getAttribute(earlyAddKeyMark);
            button.removeAttribute(earlyAddKeyMark);
            void add(earlyKey);
          }}
          // Pressed before the app has started, this add is made by the page's starter (ADR 0502, the first tap).
          {...{
            [earlyAddMark]: JSON.stringify({
              id_product: product.id_product,
              id_product_attribute: product.id_product_attribute,
              qty: quantity,
            }),
          }}
        >
          <FormattedMessage id={soldOut ? 'catalog.product.soldOut' : 'catalog.product.addToCart'} />
        </Button>
      </div>
      <div role="alert" className={styles.error}>
        {refusal && (
          <>
            <strong>
              <FormattedMessage id="catalog.product.notAdded" />
            </strong>{' '}
            <FormattedMessage id={refusal} />
          </>
        )}
      </div>
      <CartToast added={added} onDismiss={closeToast} />
    </div>
  );
}
