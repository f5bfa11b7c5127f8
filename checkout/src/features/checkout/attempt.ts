/**
 * One checkout attempt in this tab: its idempotency key (createOrder answers the first order for a repeated key, so
 * a double click, a retry after a timeout or a second tab click leave one order), the guest's email until the
 * address step sends it to the api, and the payment method chosen (never the card itself). Kept in
 * sessionStorage under the checkout's prefix; a new key starts once an order exists.
 */
import { useSyncExternalStore } from 'react';
import type { PaymentModule } from '@storefront/shared/schemas';

const KEY = 'checkout:attempt';

export interface Attempt {
  idempotencyKey?: string;
  guestEmail?: string;
  payment?: PaymentModule;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readAttempt(): Attempt {
  try {
    return JSON.parse(storage()?.getItem(KEY) ?? '{}') as Attempt;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function write(change: Partial<Attempt>): void {
  storage()?.setItem(KEY, JSON.stringify({ ...readAttempt(), ...change }));
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The attempt as React state: null while hydrating (the server cannot know this tab's storage, so the first
 * render matches the server's), then what this tab holds; changes made with the functions below re-render.
 */
export function useAttempt(): Attempt | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => storage()?.getItem(KEY) ?? '{}',
    () => null,
  );
  return raw === null ? null : parse(raw);
}

let lastRaw = '';
let lastParsed: Attempt = {};
function parse(raw: string): Attempt {
  if (raw !== lastRaw) {
    try {
      lastParsed = JSON.parse(raw) as Attempt;
    } catch {
      lastParsed = {};
    }
    lastRaw = raw;
  }
  return lastParsed;
}

/** The key of this attempt, made once and kept until an order exists for it. */
export function idempotencyKey(): string {
  const existing = readAttempt().idempotencyKey;
  if (existing) return existing;
  const key = `co-${crypto.randomUUID()}`;
  write({ idempotencyKey: key });
  return key;
}

/** An order exists for the attempt: the next checkout is a new attempt (the shopper's entries stay). */
export function endAttempt(): void {
  const { guestEmail } = readAttempt();
  storage()?.setItem(KEY, JSON.stringify(guestEmail ? { guestEmail } : {}));
  notify();
}

export const rememberGuestEmail = (guestEmail: string): void => write({ guestEmail });
export const rememberPayment = (payment: PaymentModule): void => write({ payment });
