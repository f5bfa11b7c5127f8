import { createIntl } from 'react-intl';
import en from '../../../locales/en/forms.json';
import fr from '../../../locales/fr/forms.json';
import { formatFieldMessage, loadFormsMessages } from './messages.ts';

const intl = createIntl({ locale: 'en', messages: en, onError: () => undefined });

describe('formatFieldMessage', () => {
  test('calls the field by its label', () => {
    expect(formatFieldMessage(intl, { id: 'forms.rules.required' }, 'Email')).toBe('Email is required.');
    expect(formatFieldMessage(intl, { id: 'forms.rules.min', values: { n: 3 } }, 'Quantity')).toBe(
      'Quantity must be at least 3.',
    );
    expect(formatFieldMessage(intl, { id: 'forms.rules.max', values: { n: 10 } }, 'Quantity')).toBe(
      'Quantity must be no more than 10.',
    );
    expect(formatFieldMessage(intl, { id: 'forms.rules.confirm' }, 'Password')).toBe('Password does not match.');
  });

  test('uses the spec wording for email and url', () => {
    expect(formatFieldMessage(intl, { id: 'forms.rules.email' }, 'Email')).toBe('Please enter a valid email address.');
    expect(formatFieldMessage(intl, { id: 'forms.rules.url' }, 'Website')).toBe('Please enter a valid URL.');
  });

  test('joins lists as alternatives and counts with plurals', () => {
    expect(
      formatFieldMessage(
        intl,
        { id: 'forms.rules.startsWith', values: { prefixes: ['IT', 'FR', 'DE'] } },
        'VAT number',
      ),
    ).toBe('VAT number must start with IT, FR, or DE.');
    expect(formatFieldMessage(intl, { id: 'forms.rules.lengthMin', values: { min: 1 } }, 'Code')).toBe(
      'Code must be at least 1 character long.',
    );
    expect(formatFieldMessage(intl, { id: 'forms.rules.lengthMin', values: { min: 8 } }, 'Code')).toBe(
      'Code must be at least 8 characters long.',
    );
  });

  test('writes dates in the active language', () => {
    const message = { id: 'forms.rules.dateBefore', values: { date: new Date(2024, 4, 31) } };
    expect(formatFieldMessage(intl, message, 'Birthday')).toBe('Birthday must be before May 31, 2024.');
    const french = createIntl({ locale: 'fr', messages: fr, onError: () => undefined });
    expect(formatFieldMessage(french, message, 'Anniversaire')).toBe(
      'Le champ Anniversaire doit être antérieur au 31 mai 2024.',
    );
  });

  test('shows a string as it is (a translated server answer)', () => {
    expect(formatFieldMessage(intl, 'This email already has an account.', 'Email')).toBe(
      'This email already has an account.',
    );
  });

  test('falls back to the default message for an unknown id or anything else', () => {
    expect(formatFieldMessage(intl, { id: 'forms.rules.unknown' }, 'Email')).toBe('This field is not valid.');
    expect(formatFieldMessage(intl, true, 'Email')).toBe('This field is not valid.');
  });
});

describe('loadFormsMessages', () => {
  test('loads the catalogue of a language', async () => {
    await expect(loadFormsMessages('fr')).resolves.toMatchObject({ 'forms.form.incomplete': 'Formulaire incomplet.' });
    await expect(loadFormsMessages('pl')).resolves.toMatchObject({
      'forms.form.incomplete': 'Formularz niekompletny.',
    });
  });

  test('falls back to English', async () => {
    await expect(loadFormsMessages('nl')).resolves.toMatchObject({ 'forms.form.incomplete': 'Form incomplete.' });
  });
});
