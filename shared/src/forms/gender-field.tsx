/**
 * The title a customer or an address goes by (SPEC section 3's gender, PrestaShop's `id_gender`), asked the same way
 * by registration, the personal data form and the address field set: Mrs/Ms, Mr or not said, all visible. Optional:
 * a form that holds no value yet submits none, which the api and `toGender` read as 0, not said.
 */
import { useIntl } from 'react-intl';
import { RadioGroup } from './radio-group.tsx';
import type { FormsMessageId } from './types.ts';

const choices: readonly { value: string; id: FormsMessageId }[] = [
  { value: '2', id: 'forms.gender.mrs' },
  { value: '1', id: 'forms.gender.mr' },
  { value: '0', id: 'forms.gender.none' },
];

export interface GenderFieldProps {
  /** Where the value sits in the form's values, as text ('0', '1', '2'): `id_gender`, `delivery.id_gender`. */
  name: string;
}

export function GenderField({ name }: GenderFieldProps) {
  const intl = useIntl();
  return (
    <RadioGroup
      name={name}
      label={intl.formatMessage({ id: 'forms.gender.legend' })}
      options={choices.map(({ value, id }) => ({ value, label: intl.formatMessage({ id }) }))}
    />
  );
}
