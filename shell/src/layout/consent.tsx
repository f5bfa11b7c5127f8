/**
 * The shopper's cookie choice in the browser: starts from what the server read in the cookie (so the banner is in
 * the HTML only when no choice exists), saves a new one in the cookie and publishes `shell:consent-changed`. App
 * mounts the provider above the route's layout, so the answer survives a switch to the blank layout and back.
 */
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { consentCookieString, type ConsentChoice } from '@storefront/shared/consent';
import { useEvent, useEventBus } from '@storefront/shared/events';
import { useVisitor } from '../app/visitor-context.tsx';

interface ConsentState {
  choice: ConsentChoice | null;
  /** The banner shows: no choice yet, or the shopper reopened it. */
  open: boolean;
  /** Whether the banner was reopened from `Cookie settings` (it then takes the focus). */
  reopened: boolean;
  choose(choice: ConsentChoice): void;
  /** Shows the banner again; focus returns to `trigger` once the shopper chooses. */
  reopen(trigger: HTMLElement | null): void;
}

const ConsentContext = createContext<ConsentState | null>(null);

/** Where focus goes once the banner closes: back where it was opened from, else the page. */
function restoreFocus(trigger: HTMLElement | null) {
  const target = trigger?.isConnected ? trigger : document.getElementById('main');
  target?.focus();
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const bus = useEventBus();
  const { consent } = useVisitor();
  const [choice, setChoice] = useState(consent);
  const [open, setOpen] = useState(consent === null);
  const [reopened, setReopened] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);

  // A choice made in another tab closes this tab's banner too (the bus mirrors events across tabs).
  useEvent('shell:consent-changed', (payload, meta) => {
    if (!meta.fromOtherTab) return;
    setChoice(payload);
    setOpen(false);
  });

  const value = useMemo<ConsentState>(
    () => ({
      choice,
      open,
      reopened,
      choose(next) {
        document.cookie = consentCookieString(next);
        setChoice(next);
        setOpen(false);
        setReopened(false);
        bus.publish('shell:consent-changed', next);
        restoreFocus(trigger.current);
        trigger.current = null;
      },
      reopen(element) {
        trigger.current = element;
        setOpen(true);
        setReopened(true);
      },
    }),
    [bus, choice, open, reopened],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent needs a <ConsentProvider> (App provides one).');
  return state;
}
