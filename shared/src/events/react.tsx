import { createContext, useContext, useEffect, useEffectEvent, type ReactNode } from 'react';
import type { EventBus, EventName, Listener } from './index.ts';

const EventBusContext = createContext<EventBus | null>(null);

export function EventBusProvider({ bus, children }: { bus: EventBus; children: ReactNode }) {
  return <EventBusContext.Provider value={bus}>{children}</EventBusContext.Provider>;
}

export function useEventBus(): EventBus {
  const bus = useContext(EventBusContext);
  if (!bus) throw new Error('useEventBus needs an <EventBusProvider> (the shell provides one).');
  return bus;
}

/** Subscribes for the component's lifetime; the latest listener is always the one called. */
export function useEvent<K extends EventName>(name: K, listener: Listener<K>): void {
  const bus = useEventBus();
  const onEvent = useEffectEvent(listener);
  useEffect(() => bus.subscribe(name, (payload, meta) => onEvent(payload, meta)), [bus, name]);
}
