/**
 * SPEC: a notice when the visitor's country differs from the shop's, with a switch-country action. The server
 * renders it from the first byte (so it shifts nothing on load) and leaves it out once dismissed (ADR 0009).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { preferredCountryCookie } from '@storefront/shared/config';
import { Button } from '@storefront/shared/ui';
import { useVisitor } from '../app/visitor-context.tsx';
import { countryCookieMaxAge, countryNoticeCookie } from '../app/visitor.ts';
import styles from './privacy.module.css';

const saveCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; Max-Age=${countryCookieMaxAge}; Path=/; SameSite=Lax`;
};

export function CountryNotice() {
  const intl = useIntl();
  const { countryNotice: notice } = useVisitor();
  const [closed, setClosed] = useState(false);
  if (!notice || closed) return null;

  const close = (deliverTo?: string) => {
    // Remembered for this visitor country: a shopper seen from another one is told again.
    saveCookie(countryNoticeCookie, notice.visitor);
    if (deliverTo) saveCookie(preferredCountryCookie, deliverTo);
    setClosed(true);
    document.getElementById('main')?.focus();
  };
  const names = { visitor: notice.visitorName, shop: notice.shopName };
  return (
    <section className={styles.notice} data-testid="shell-country-notice" aria-label={intl.formatMessage({ id: 'shell.countryNotice.label' })}>
      <div className={styles.noticeInner}>
        <p className={styles.noticeText}>
          <FormattedMessage id="shell.countryNotice.text" values={names} />
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => close(notice.visitor)}>
            <FormattedMessage id="shell.countryNotice.switch" values={names} />
          </Button>
          <Button variant="secondary" onClick={() => close()}>
            <FormattedMessage id="shell.countryNotice.dismiss" values={names} />
          </Button>
        </div>
      </div>
    </section>
  );
}
