/**
 * The notes the cart page shows, told to the api as seen once they are on screen (ADR 0108): the api keeps
 * reconciling's notes on the cart until then. They stay on this view of the page even though the api's answers no
 * longer carry them: every note shown since the page opened, then the ones the cart has now.
 */
import { useEffect, useRef, useState } from 'react';
import type { Cart, CartNote } from '@storefront/shared/schemas';
import { useMarkCartNotesSeenMutation } from '../../api/cart-api.ts';

const keyOf = (note: CartNote) => JSON.stringify(note);

export function useSeenNotes(cart: Cart | undefined): CartNote[] {
  const [markSeen] = useMarkCartNotesSeenMutation();
  const [kept, setKept] = useState<CartNote[]>([]);
  const told = useRef(0);
  const current = cart?.notes;
  useEffect(() => {
    const stamped = (current ?? []).filter((note) => note.stamp !== undefined);
    if (stamped.length === 0) return;
    setKept((shown) => [...shown, ...stamped.filter((note) => !shown.some((s) => keyOf(s) === keyOf(note)))]);
    const stamp = Math.max(...stamped.map((note) => note.stamp ?? 0));
    if (stamp > told.current) {
      told.current = stamp;
      void markSeen({ stamp });
    }
  }, [current, markSeen]);
  const now = current ?? [];
  return [...kept.filter((note) => !now.some((n) => keyOf(n) === keyOf(note))), ...now];
}
