/**
 * The notes the cart page shows, told to the api as seen once they are on screen (ADR 0108): the api keeps
 * reconciling's notes on the cart until then. They stay on this view of the page even though the api's answers no
 * longer carry them: every kept note shown since the page opened, then the ones the cart has now.
 */
import { useEffect, useRef, useState } from 'react';
import type { Cart, CartNote } from '@storefront/shared/schemas';
import { useMarkCartNotesSeenMutation } from '../../api/cart-api.ts';

const keyOf = (note: CartNote) => JSON.stringify(note);
const missingFrom = (list: CartNote[], notes: CartNote[]) =>
  notes.filter((note) => !list.some((shown) => keyOf(shown) === keyOf(note)));

export function useSeenNotes(cart: Cart | undefined): CartNote[] {
  const [markSeen] = useMarkCartNotesSeenMutation();
  const now = cart?.notes ?? [];
  const stamped = now.filter((note) => note.stamp !== undefined);
  const [kept, setKept] = useState<CartNote[]>(stamped);
  // A new kept note joins the ones this view has shown (state adjusted while rendering, not in an effect).
  const joining = missingFrom(kept, stamped);
  if (joining.length) setKept([...kept, ...joining]);
  const stamp = Math.max(0, ...stamped.map((note) => note.stamp ?? 0));
  const told = useRef(0);
  useEffect(() => {
    if (stamp <= told.current) return;
    told.current = stamp;
    void markSeen({ stamp });
  }, [stamp, markSeen]);
  return [...missingFrom(now, kept), ...now];
}
