import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { render } from '@testing-library/react';
import fr from '../../../locales/fr/forms.json';
import { Form } from './form.tsx';
import { TextField } from './text-field.tsx';
import { PasswordField } from './password-field.tsx';
import { NumberField, parseNumber } from './number-field.tsx';
import { rules, validate } from './index.ts';
import { renderInEnglish } from './testing.tsx';

const submitted = (onSubmit: jest.Mock) => onSubmit.mock.calls.at(-1)?.[0] as Record<string, unknown>;

describe('TextField', () => {
  test('has a visible label and its hint is read with it', () => {
    renderInEnglish(
      <Form onSubmit={jest.fn()}>
        <TextField
          name="email"
          label="Email"
          hint="We send the order confirmation here."
          validate={validate(rules.required())}
        />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Email', description: 'We send the order confirmation here.' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  test('shows its error on blur, not while the shopper types', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form onSubmit={jest.fn()}>
        <TextField name="email" label="Email" validate={validate(rules.required(), rules.email())} />
        <TextField name="name" label="Name" />
      </Form>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'anna');
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email', description: 'Please enter a valid email address.' })).toBe(
      email,
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.type(email, '@example.com');
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  test('with visibility "live" the error shows while typing', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form onSubmit={jest.fn()}>
        <TextField name="code" label="Code" visibility="live" validate={validate(rules.length(4))} />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab');
    expect(screen.getByRole('textbox', { description: 'Code must be at least 4 characters long.' })).toBeTruthy();
  });

  test('with visibility "submit" the error waits for a submit', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form onSubmit={jest.fn()}>
        <TextField name="code" label="Code" visibility="submit" validate={validate(rules.length(4))} />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { description: 'Code must be at least 4 characters long.' })).toBeTruthy();
  });

  test('is dirty only while its value differs from the initial one (visibility "dirty")', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form onSubmit={jest.fn()} initialValues={{ city: 'Rome' }}>
        <TextField name="city" label="City" visibility="dirty" validate={validate(rules.length(5))} />
      </Form>,
    );
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city.getAttribute('aria-invalid')).toBe('false');
    await user.type(city, '{backspace}');
    expect(city.getAttribute('aria-invalid')).toBe('true');
    await user.type(city, 'e');
    // Back to "Rome": no longer dirty, so the (still failing) rule is not shown.
    expect(city.getAttribute('aria-invalid')).toBe('false');
  });

  test('gives its text to the form, and an emptied field gives nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderInEnglish(
      <Form onSubmit={onSubmit} initialValues={{ company: 'ACME' }}>
        <TextField name="name" label="Name" />
        <TextField name="company" label="Company" />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anna');
    await user.clear(screen.getByRole('textbox', { name: 'Company' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ name: 'Anna', company: undefined });
  });
});

describe('PasswordField', () => {
  test('hides the password until the shopper asks to see it', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form onSubmit={jest.fn()}>
        <PasswordField name="password" label="Password" autoComplete="new-password" />
      </Form>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  test('checks a repeated password with confirm', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form onSubmit={jest.fn()}>
        <PasswordField name="password" label="Password" />
        <PasswordField name="repeat" label="Repeat password" validate={validate(rules.confirm('password'))} />
      </Form>,
    );
    await user.type(screen.getByLabelText('Password'), 's3cret!');
    await user.type(screen.getByLabelText('Repeat password'), 's3cret');
    await user.tab();
    expect(screen.getByText('Repeat password does not match.')).toBeTruthy();
  });
});

describe('NumberField', () => {
  test('parseNumber: integers, floats, empty and junk', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber(' -2.5 ')).toBe(-2.5);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('  ')).toBeUndefined();
    expect(parseNumber('2,5', ',')).toBe(2.5);
    expect(parseNumber('1 000,5', ',')).toBe(1000.5);
    expect(parseNumber('12abc')).toBeNaN();
    expect(parseNumber('1,5')).toBeNaN();
  });

  test('gives the form a number, and undefined when emptied', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderInEnglish(
      <Form onSubmit={onSubmit} initialValues={{ weight: 3 }}>
        <NumberField name="quantity" label="Quantity" integer />
        <NumberField name="height" label="Height" />
        <NumberField name="weight" label="Weight" />
      </Form>,
    );
    expect((screen.getByRole('textbox', { name: 'Weight' }) as HTMLInputElement).value).toBe('3');
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Height' }), '1.75');
    await user.clear(screen.getByRole('textbox', { name: 'Weight' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ quantity: 2, height: 1.75, weight: undefined });
  });

  test('keeps what the shopper typed and says when it is not a number', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderInEnglish(
      <Form onSubmit={onSubmit}>
        <NumberField name="quantity" label="Quantity" validate={validate(rules.min(1))} />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.type(input, '2x');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('2x');
    expect(screen.getByRole('textbox', { description: 'Quantity must be a number.' })).toBe(input);
    await user.clear(input);
    await user.type(input, '0');
    expect(screen.getByRole('textbox', { description: 'Quantity must be at least 1.' })).toBe(input);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('an integer field refuses fractions', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form onSubmit={jest.fn()}>
        <NumberField name="quantity" label="Quantity" integer />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '2.5');
    await user.tab();
    expect(screen.getByRole('textbox', { description: 'Quantity must be a whole number.' })).toBeTruthy();
  });

  test('reads the decimal comma of French', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <IntlProvider locale="fr" messages={fr}>
        <Form onSubmit={onSubmit} initialValues={{ size: 38.5 }}>
          <NumberField name="size" label="Pointure" />
        </Form>
      </IntlProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Pointure' }) as HTMLInputElement;
    expect(input.value).toBe('38,5');
    await user.clear(input);
    await user.type(input, '39,5');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(submitted(onSubmit)).toEqual({ size: 39.5 });
  });
});
