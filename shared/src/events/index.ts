/**
 * The typed event bus: the only way apps tell each other what happened, besides the URL and the store.
 * Names are `<owner>:<noun>-<past-verb>`; the owner publishes, anyone subscribes. Backed by an
 * EventTarget and mirrored to other tabs with BroadcastChannel.
 */
export interface EventMap {
  /**
   * The cart changed (published from the api's reply by whoever changed it); `added` when it changed by an add to
   * cart (the mini cart opens on it and shows that line).
   */
  'checkout:cart-updated': { count: number; total: number; added?: CartAdded };
  /** An order now exists for the checkout attempt (placed, or waiting for its redirect payment). */
  'checkout:order-placed': { orderId: number };
  /**
   * A shopper signed in (login or register) or out, in this tab or another: whose cart, name and orders these are
   * changed. `firstname` is what the header greets with (null when signed out).
   */
  'account:auth-changed': { signedIn: boolean; firstname: string | null };
  /** The shopper chose which cookies the shop may set (see `@storefront/shared/consent`; necessary is always true). */
  'shell:consent-changed': { necessary: true; statistics: boolean; marketing: boolean };
}

/** What an add to cart asked for: the product, its combination when it named one, and how many. */
export interface CartAdded {
  id_product: number;
  id_product_attribute: number | null;
  qty: number;
}

export type EventName = keyof EventMap;

export interface EventMeta {
  /** True when the event was published in another tab. */
  fromOtherTab: boolean;
}

export type Listener<K extends EventName> = (payload: EventMap[K], meta: EventMeta) => void;

export interface EventBus {
  publish<K extends EventName>(name: K, payload: EventMap[K]): void;
  /** Returns the function that unsubscribes. */
  subscribe<K extends EventName>(name: K, listener: Listener<K>): () => void;
  close(): void;
}

const channelName = 'storefront:events';

/**
 * Makes a bus. `crossTab: false` keeps it in-process: the server's per-request buses must never
 * hear each other (Node has BroadcastChannel too).
 */
export function createEventBus({ crossTab = true }: { crossTab?: boolean } = {}): EventBus {
  const target = new EventTarget();
  const channel = crossTab && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null;
  const dispatch = (name: EventName, payload: unknown, fromOtherTab: boolean) =>
    target.dispatchEvent(new CustomEvent(name, { detail: { payload, meta: { fromOtherTab } } }));
  if (channel) {
    channel.onmessage = (message: MessageEvent<{ name: EventName; payload: unknown }>) =>
      dispatch(message.data.name, message.data.payload, true);
  }
  return {
    publish(name, payload) {
      dispatch(name, payload, false);
      channel?.postMessage({ name, payload });
    },
    subscribe(name, listener) {
      const handler = (event: Event) => {
        const { payload, meta } = (event as CustomEvent<{ payload: EventMap[typeof name]; meta: EventMeta }>).detail;
        listener(payload, meta);
      };
      target.addEventListener(name, handler);
      return () => target.removeEventListener(name, handler);
    },
    close() {
      channel?.close();
    },
  };
}

export { EventBusProvider, useEventBus, useEvent } from './react.tsx';
