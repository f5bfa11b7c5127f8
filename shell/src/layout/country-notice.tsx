/**
 * SPEC: a notice when the visitor's country differs from the shop's, with a switch-country action. The server
 * renders it from the first byte (so it shifts nothing on load) and leaves it out once dismissed (ADR 0009).
 */
import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '@storefront/shared/api';
import { useAppDispatch } from '@storefront/shared/store';
import { Button } from '@storefront/shared/ui';
import { useVisitor } from '../app/visitor-context.tsx';
import {
  cookieValue,
  countryCookieMaxAge,
  countryNoticeCookie,
  savePreferredCountry,
  type CountryNoticeData,
} from '../app/visitor.ts';
import styles from './privacy.module.css';

const saveCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; Max-Age=${countryCookieMaxAge}; Path=/; SameSite=Lax`;
};

interface CountryNoticeState {
  /** The notice to show: the server's, until the shopper answers it. */
  notice: CountryNoticeData | undefined;
  /** Switch (with the country to deliver to) or dismiss: remembered in the cookies, and the notice closes. */
  answer(deliverTo?: string): void;
}

const noChanges = () => () => undefined;

const CountryNoticeContext = createContext<CountryNoticeState | null>(null);

/**
 * Whether the notice was answered, kept above the route's layout (App mounts it) so a switch to the blank layout
 * and back does not bring it back from the server's original data.
 */
export function CountryNoticeProvider({ children }: { children: ReactNode }) {
  const { countryNotice } = useVisitor();
  const dispatch = useAppDispatch();
  const [answered, setAnswered] = useState(false);
  // A shared page carries the notice for its visitor country whatever the cookie says (ADR 0600): one answered for that
  // country before was hidden by CSS from the first paint, and leaves the tree at hydration (the server read nothing).
  const dismissedFor = useSyncExternalStore(
    noChanges,
    () => cookieValue(document.cookie, countryNoticeCookie) ?? '',
    () => '',
  );
  const value = useMemo<CountryNoticeState>(
    () => ({
      notice: answered || dismissedFor === countryNotice?.visitor ? undefined : countryNotice,
      answer(deliverTo) {
        if (!countryNotice) return;
        // Remembered for this visitor country: a shopper seen from another one is told again.
        saveCookie(countryNoticeCookie, countryNotice.visitor);
        if (deliverTo) {
          savePreferredCountry(deliverTo);
          // The cart's shipping estimate follows the new country.
          dispatch(api.util.invalidateTags(['Cart', 'Checkout']));
        }
        setAnswered(true);
        document.getElementById('main')?.focus();
      },
    }),
    [answered, countryNotice, dismissedFor, dispatch],
  );
  return <CountryNoticeContext.Provider value={value}>{children}</CountryNoticeContext.Provider>;
}

function useCountryNotice(): CountryNoticeState {
  const state = useContext(CountryNoticeContext);
  if (!state) throw new Error('CountryNotice needs a <CountryNoticeProvider> (App provides one).');
  return state;
}

export function CountryNotice() {
  const intl = useIntl();
  const { notice, answer } = useCountryNotice();
  if (!notice) return null;

  const names = { visitor: notice.visitorName, shop: notice.shopName, delivery: notice.deliveryName ?? '' };
  return (
    <section
      className={styles.notice}
      data-testid="shell-country-notice"
      aria-label={intl.formatMessage({ id: 'shell.countryNotice.label' })}
    >
      <div className={styles.noticeInner}>
        <p className={styles.noticeText}>
          <FormattedMessage
            id={notice.deliveryName ? 'shell.countryNotice.textChosen' : 'shell.countryNotice.text'}
            values={names}
          />
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => answer(notice.visitor)}>
            <FormattedMessage id="shell.countryNotice.switch" values={names} />
          </Button>
          <Button variant="secondary" onClick={() => answer()}>
            <FormattedMessage id="shell.countryNotice.dismiss" values={names} />
          </Button>
        </div>
      </div>
    </section>
  );
}
