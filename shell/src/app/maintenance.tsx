/**
 * Maintenance seen from the browser: an api call that answers 503 (SPEC: 'Maintenance triggers on status 503')
 * swaps the page for the maintenance screen in the blank layout, whatever page is open. One signal per page load;
 * a reload asks the server, which answers the maintenance page with 503 while it lasts.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { BlankLayout } from '../layout/blank-layout.tsx';
import { MaintenanceScreen } from '../errors/maintenance-screen.tsx';

export interface MaintenanceSignal {
  /** The api answered 503. */
  raise(): void;
  subscribe(listener: () => void): () => void;
  raised(): boolean;
}

export function createMaintenanceSignal(): MaintenanceSignal {
  let raised = false;
  const listeners = new Set<() => void>();
  return {
    raise() {
      if (raised) return;
      raised = true;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    raised: () => raised,
  };
}

const never = () => () => undefined;
const notRaised = () => false;

/** The page, or the maintenance screen once the signal is raised (the server never raises it: it answers 503 itself). */
export function MaintenanceGate({ signal, children }: { signal?: MaintenanceSignal; children: ReactNode }) {
  const raised = useSyncExternalStore(signal?.subscribe ?? never, signal?.raised ?? notRaised, notRaised);
  if (!raised) return children;
  return (
    <BlankLayout>
      <MaintenanceScreen />
    </BlankLayout>
  );
}
