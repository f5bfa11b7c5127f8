/**
 * Remove with undo: the line goes at once (the api's cart is the truth), and for a few seconds the shopper can put it
 * back with the same quantity. Focus moves to Undo (the line's own button is gone) and, when the offer ends while
 * focus is on it, to the page heading, so keyboard users are never left on nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreateCartItemMutation, useRemoveCartItemMutation } from '@storefront/shared/api';
import type { CartProduct } from '@storefront/shared/schemas';

/** How long the undo offer stays. */
export const UNDO_MS = 8000;

export interface Removed {
  line: CartProduct;
  /** Set when putting it back failed. */
  failed?: boolean;
}

export function useUndoRemove(fallbackFocus: () => HTMLElement | null) {
  const [remove, removing] = useRemoveCartItemMutation();
  const [recreate, restoring] = useCreateCartItemMutation();
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [removeFailed, setRemoveFailed] = useState<CartProduct | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const undoRef = useRef<HTMLButtonElement | null>(null);

  const dismiss = useCallback(() => {
    const hadFocus = undoRef.current !== null && undoRef.current === document.activeElement;
    setRemoved(null);
    if (hadFocus) fallbackFocus()?.focus();
  }, [fallbackFocus]);

  useEffect(() => {
    if (!removed || removed.failed) return undefined;
    const timer = setTimeout(dismiss, UNDO_MS);
    return () => clearTimeout(timer);
  }, [removed, dismiss]);

  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);

  const removeLine = async (line: CartProduct) => {
    setRemoveFailed(null);
    setPendingKey(lineKey(line));
    const result = await remove({ id_product: line.id_product, id_product_attribute: line.id_product_attribute });
    setPendingKey(null);
    if ('error' in result) setRemoveFailed(line);
    else setRemoved({ line });
  };

  const undo = async () => {
    if (!removed) return;
    const { line } = removed;
    const result = await recreate({
      id_product: line.id_product,
      id_product_attribute: line.id_product_attribute,
      qty: line.cart_quantity,
    });
    if ('error' in result) setRemoved({ line, failed: true });
    else {
      setRemoved(null);
      fallbackFocus()?.focus();
    }
  };

  return {
    removed,
    removeFailed,
    removeLine,
    undo,
    dismiss,
    undoRef,
    restoring: restoring.isLoading,
    isRemoving: (line: CartProduct) => removing.isLoading && pendingKey === lineKey(line),
  };
}

const lineKey = (line: CartProduct) => `${line.id_product}-${line.id_product_attribute}`;
