/**
 * The cookie banner: a region with a heading, fixed at the bottom so it pushes nothing on load, and not a modal (it
 * traps no focus: the page stays usable). Rendered by the server only when no choice is saved. While it shows, the
 * end of the page keeps its height free, so nothing (the footer's `Cookie settings` included) stays hidden under it.
 */
import { memo, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { acceptAll, necessaryOnly, type ConsentChoice } from '@storefront/shared/consent';
import { Button } from '@storefront/shared/ui';
import { useConsent } from './consent.tsx';
import styles from './privacy.module.css';

/** Rendered again only when the consent changes: a navigation does not update its boxes (a first visit's first taps). */
export const ConsentBanner = memo(function ConsentBanner() {
  const { open } = useConsent();
  return open ? <BannerRegion /> : null;
});

/** Mounted each time the banner opens, so its categories start from the saved choice. */
function BannerRegion() {
  const { choice, reopened, choose } = useConsent();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const region = useRef<HTMLElement>(null);
  const [draft, setDraft] = useState<ConsentChoice>(choice ?? necessaryOnly);
  useReservedHeight(region);

  // Reopened from `Cookie settings`: the focus goes to the banner (on a first visit it stays where it is).
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  return (
    <section ref={region} className={styles.banner} aria-labelledby={titleId} data-testid="shell-consent-banner">
      <div className={styles.bannerInner}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          <FormattedMessage id="shell.consent.title" />
        </h2>
        <p className={styles.text}>
          <FormattedMessage id="shell.consent.text" />
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => choose(necessaryOnly)}>
            <FormattedMessage id="shell.consent.necessaryOnly" />
          </Button>
          <Button onClick={() => choose(acceptAll)}>
            <FormattedMessage id="shell.consent.acceptAll" />
          </Button>
        </div>
        <details className={styles.details} open={reopened || undefined}>
          <summary className={styles.summary}>
            <FormattedMessage id="shell.consent.customize" />
          </summary>
          <fieldset className={styles.categories}>
            <legend className={styles.legend}>
              <FormattedMessage id="shell.consent.categories" />
            </legend>
            <label className={styles.category}>
              <input type="checkbox" checked disabled readOnly />
              <FormattedMessage id="shell.consent.necessary" />
            </label>
            <label className={styles.category}>
              <input
                type="checkbox"
                checked={draft.statistics}
                onChange={(event) => setDraft({ ...draft, statistics: event.target.checked })}
              />
              <FormattedMessage id="shell.consent.statistics" />
            </label>
            <label className={styles.category}>
              <input
                type="checkbox"
                checked={draft.marketing}
                onChange={(event) => setDraft({ ...draft, marketing: event.target.checked })}
              />
              <FormattedMessage id="shell.consent.marketing" />
            </label>
            <Button variant="secondary" onClick={() => choose(draft)}>
              <FormattedMessage id="shell.consent.save" />
            </Button>
          </fieldset>
        </details>
      </div>
    </section>
  );
}

/**
 * Keeps room for the banner at the page's end while it is mounted (its height changes with the viewport and the
 * opened categories): the body's bottom padding, so the last controls can scroll above it, and the root's scroll
 * padding, so focus scrolls clear of it (WCAG 2.4.11). Both properties are the elements' own, not inherited, so a
 * change restyles two elements rather than the whole page; the first height comes from the observer after layout,
 * so hydration forces no layout of its own. Space added below the page moves nothing already on screen.
 */
function useReservedHeight(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = (height: string) => {
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    const observer = new ResizeObserver(([entry]) => {
      if (entry)
        reserve(`${Math.ceil(entry.borderBoxSize[0]?.blockSize ?? entry.target.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      reserve('');
    };
  }, [region]);
}

/** The footer's way back to the choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { reopen } = useConsent();
  return (
    <button type="button" className={className} onClick={(event) => reopen(event.currentTarget)}>
      <FormattedMessage id="shell.consent.settings" />
    </button>
  );
}
