/**
 * The shopper's cookie choice in the browser: starts from what the server read in the cookie (a personal page has the
 * banner in its HTML only when no choice exists; a shared page always, hidden by CSS when the cookie holds one), saves a new one in the cookie and publishes `shell:consent-changed`. App
 * mounts the provider above the route's layout, so the answer survives a switch to the blank layout and back.
 */
import { createContext, useContext, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  consentCookie,
  consentCookieString,
  parseConsent,
  serializeConsent,
  type ConsentChoice,
} from '@storefront/shared/consent';
import { useEvent, useEventBus } from '@storefront/shared/events';
import { useVisitor } from '../app/visitor-context.tsx';
import { cookieValue, sharedStateMarks } from '../app/visitor.ts';

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

const noChanges = () => () => undefined;

const ConsentContext = createContext<ConsentState | null>(null);

/** Where focus goes once the banner closes: back where it was opened from, else the page. */
function restoreFocus(trigger: HTMLElement | null) {
  const target = trigger?.isConnected ? trigger : document.getElementById('main');
  target?.focus();
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const bus = useEventBus();
  const { consent } = useVisitor();
  // The saved choice: what the server read (at hydration), then the browser's cookie. A shared page is rendered for a
  // first visit (ADR 0600), so this is where a returning shopper's choice closes its banner, before the first paint
  // after hydration (CSS hid it until then). Nothing to subscribe to: this tab's own changes re-render it.
  const read = consent ? serializeConsent(consent) : '';
  const saved = useSyncExternalStore(
    noChanges,
    () => cookieValue(document.cookie, consentCookie) ?? read,
    () => read,
  );
  const [answered, setAnswered] = useState<ConsentChoice | null>(null);
  const [reopened, setReopened] = useState(false);
  const choice = answered ?? parseConsent(saved);
  const open = reopened || choice === null;
  const trigger = useRef<HTMLElement | null>(null);

  // A choice made in another tab closes this tab's banner too (the bus mirrors events across tabs).
  useEvent('shell:consent-changed', (payload, meta) => {
    if (!meta.fromOtherTab) return;
    setAnswered(payload);
    setReopened(false);
  });

  const value = useMemo<ConsentState>(
    () => ({
      choice,
      open,
      reopened,
      choose(next) {
        document.cookie = consentCookieString(next);
        setAnswered(next);
        setReopened(false);
        bus.publish('shell:consent-changed', next);
        restoreFocus(trigger.current);
        trigger.current = null;
      },
      reopen(element) {
        trigger.current = element;
        // The head script's mark hides a saved choice's banner on a shared page: asked for, it shows.
        document.documentElement.removeAttribute(sharedStateMarks.consentSaved);
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
