/**
 * The footer's delivery country: where the shopper wants their order to go. Saved in the `shell_country` cookie, it
 * drives the cart's shipping estimate, its carriers and the free-shipping message (the api reads it), and the
 * checkout's preselected country (ADR 0009). The choice is personal and the footer is on shared pages, so it is
 * rendered closed and reads the cookie only when opened.
 */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '@storefront/shared/api';
import { readPreferredCountry } from '@storefront/shared/config';
import { useAppDispatch } from '@storefront/shared/store';
import { useBootstrap } from '../app/bootstrap-context.tsx';
import { useShopConfig } from '../app/config-context.tsx';
import { savePreferredCountry } from '../app/visitor.ts';
import styles from './layout.module.css';

export function DeliveryCountry() {
  const intl = useIntl();
  const id = useId();
  const dispatch = useAppDispatch();
  const { country: shopCountry } = useShopConfig();
  const data = useBootstrap();
  const [chosen, setChosen] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const countries = data?.delivery_countries ?? [];
  const open = chosen !== null;
  const nameOf = (iso: string) => countries.find((c) => c.iso_code === iso)?.name ?? iso;

  const choose = (iso: string) => {
    setChosen(iso);
    savePreferredCountry(iso);
    // Every cart reply (badge, mini cart, cart page, checkout) is estimated to the new country.
    dispatch(api.util.invalidateTags(['Cart', 'Checkout']));
    setSaved(nameOf(iso));
  };

  return (
    <section aria-labelledby={`${id}-title`} data-testid="shell-delivery-country">
      <h2 id={`${id}-title`} className={styles.footerTitle}>
        <FormattedMessage id="shell.deliveryCountry.title" />
      </h2>
      <button
        type="button"
        className={styles.footerButton}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          setSaved(null);
          setChosen(open ? null : (readPreferredCountry(document.cookie) ?? shopCountry));
        }}
      >
        <FormattedMessage id="shell.deliveryCountry.change" />
      </button>
      <div id={`${id}-panel`} hidden={!open} className={styles.deliveryPanel}>
        {open && (
          <label className={styles.deliveryLabel}>
            <span>
              <FormattedMessage id="shell.deliveryCountry.label" />
            </span>
            <select value={chosen} onChange={(event) => choose(event.target.value)}>
              {countries.map((country) => (
                <option key={country.iso_code} value={country.iso_code}>
                  {country.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p role="status" className={styles.deliverySaved}>
        {saved && intl.formatMessage({ id: 'shell.deliveryCountry.saved' }, { country: saved })}
      </p>
    </section>
  );
}
