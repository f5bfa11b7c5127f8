/** Who the customer is, as registration and the personal data form both ask it: title, then first and last name. */
import { useIntl } from 'react-intl';
import { GenderField, TextField, rules, validate } from '@storefront/shared/forms';
import { personName as nameCharacters } from '@storefront/shared/forms/address';
import styles from '../auth/auth.module.css';

/** Letters of any script, spaces, apostrophes, dots and dashes (the api's rule for names, as addresses check it). */
export const personName = validate(rules.required(), rules.length(1, 100), nameCharacters());

export function PersonFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <GenderField name="id_gender" />
      <div className={styles.row}>
        <TextField
          name="firstname"
          autoComplete="given-name"
          label={t('account.register.firstname')}
          validate={personName}
        />
        <TextField
          name="lastname"
          autoComplete="family-name"
          label={t('account.register.lastname')}
          validate={personName}
        />
      </div>
    </>
  );
}
