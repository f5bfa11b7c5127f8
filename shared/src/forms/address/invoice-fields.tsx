/**
 * The tax invoice request of SPEC section 5, against the billing country: an EU invoice needs a VAT number valid
 * for intra-community trade; an Italian one also a codice fiscale and a PEC address or SDI code. Without a tick
 * (or outside the EU) the shopper is told that no invoice is issued, and may go on.
 */
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { Country } from '../../schemas/index.ts';
import { Checkbox } from '../checkbox.tsx';
import { TextField } from '../text-field.tsx';
import { validate } from '../validate.ts';
import { invoiceKind, invoiceRules, type AddressPrefix } from './address-rules.ts';
import styles from './address.module.css';

export interface InvoiceFieldsProps {
  /** Where the invoice values sit: e.g. 'invoice.'. */
  prefix: AddressPrefix;
  /** The billing address's country, read from the form's values. */
  countryOf: (allValues: object) => Country | undefined;
  /** The billing country now (for the note and which fields show). */
  country: Country | undefined;
}

export function InvoiceFields({ prefix, countryOf, country }: InvoiceFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { input } = useField<boolean>(`${prefix}requested`, { subscription: { value: true }, type: 'checkbox' });
  const rules = useMemo(() => {
    const r = invoiceRules(countryOf, prefix);
    return { vat: validate(r.vatNumber), taxCode: validate(r.taxCode), pec: validate(r.pec), sdi: validate(r.sdi) };
  }, [countryOf, prefix]);
  const kind = invoiceKind(country);
  const requested = Boolean(input.checked);
  return (
    <fieldset className={styles.wide}>
      <legend>{t('forms.invoice.legend')}</legend>
      <Checkbox name={`${prefix}requested`} label={t('forms.invoice.requested')} />
      {requested && kind !== 'other' ? (
        <>
          <p className={styles.note}>{t(kind === 'italian' ? 'forms.invoice.italianNote' : 'forms.invoice.euNote')}</p>
          <div className={styles.grid}>
            <TextField name={`${prefix}vat_number`} label={t('forms.invoice.vatNumber')} validate={rules.vat} />
            {kind === 'italian' ? (
              <>
                <TextField name={`${prefix}tax_code`} label={t('forms.invoice.taxCode')} validate={rules.taxCode} />
                <TextField
                  name={`${prefix}pec`}
                  type="email"
                  label={t('forms.invoice.pec')}
                  autoComplete="email"
                  validate={rules.pec}
                />
                <TextField name={`${prefix}sdi`} label={t('forms.invoice.sdi')} validate={rules.sdi} />
              </>
            ) : null}
          </div>
        </>
      ) : (
        <p className={styles.note} role="status">
          {t(requested ? 'forms.invoice.notAvailable' : 'forms.invoice.none')}
        </p>
      )}
    </fieldset>
  );
}
