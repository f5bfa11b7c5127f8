// The address field set shows what the chosen country asks for, and its messages name the field and the rule.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country } from '../../schemas/index.ts';
import { Form } from '../form.tsx';
import { renderInEnglish } from '../testing.tsx';
import countries from './fixtures/get-countries-en.json';
import { AddressFields } from './address-fields.tsx';
import { InvoiceFields } from './invoice-fields.tsx';
import {
  countryAt,
  emptyAddress,
  emptyInvoice,
  type AddressFormValues,
  type InvoiceFormValues,
} from './address-rules.ts';

const all = countries as Country[];
const italy = all.find((c) => c.iso_code === 'IT')!;

interface Values {
  delivery: AddressFormValues;
  invoice: InvoiceFormValues;
}

function Checkout({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const countryOf = countryAt(all, 'delivery.');
  return (
    <Form<Values>
      aria-label="Address"
      submitLabel="Continue"
      initialValues={{ delivery: emptyAddress(italy), invoice: emptyInvoice() }}
      onSubmit={onSubmit}
    >
      <AddressFields prefix="delivery." countries={all} />
      <InvoicePart countryOf={countryOf} />
    </Form>
  );
}

function InvoicePart({ countryOf }: { countryOf: (v: object) => Country | undefined }) {
  // The test form keeps the billing country equal to the delivery one.
  return <InvoiceFields prefix="invoice." countryOf={countryOf} country={italy} />;
}

test('a blocked submit shows the required fields and Italy’s state and postcode rules', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderInEnglish(<Checkout onSubmit={onSubmit} />);
  expect(screen.getByRole('combobox', { name: /State or province/ })).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '2012');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByText('First name is required.')).toBeTruthy();
  expect(screen.getByText('State or province is required.')).toBeTruthy();
  expect(screen.getByText('Zip code should look like 12345.')).toBeTruthy();
  expect(screen.getByText('No tax invoice will be issued for this order. You can go on without one.')).toBeTruthy();
});

test('Germany has no states; an Italian invoice asks for its fields; a complete form submits', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderInEnglish(<Checkout onSubmit={onSubmit} />);
  const country = screen.getByRole('combobox', { name: /Country/ });
  await user.selectOptions(country, 'Germany');
  expect(screen.queryByRole('combobox', { name: /State or province/ })).toBeNull();
  await user.selectOptions(country, 'Italy');
  await user.selectOptions(screen.getByRole('combobox', { name: /State or province/ }), 'Milano');
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Rossi');
  await user.type(screen.getByRole('textbox', { name: /Street/ }), 'Via Dante');
  await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '20121');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Milano');
  await user.click(screen.getByRole('checkbox', { name: 'I need a tax invoice' }));
  const invoice = screen.getByRole('group', { name: 'Tax invoice' });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(within(invoice).getByText('A VAT number is required for EU countries.')).toBeTruthy();
  expect(within(invoice).getByText('An Italian invoice needs a PEC address or an SDI code.')).toBeTruthy();
  await user.type(within(invoice).getByRole('textbox', { name: /VAT number/ }), '12345678903');
  await user.type(within(invoice).getByRole('textbox', { name: /Tax code/ }), 'RSSMRA85T10A562S');
  await user.type(within(invoice).getByRole('textbox', { name: /SDI/ }), 'ABC1234');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit.mock.calls[0][0]).toMatchObject({
    delivery: { firstname: 'Anna', id_country: String(italy.id_country) },
    invoice: { requested: true, vat_number: '12345678903', sdi: 'ABC1234' },
  });
});

test('the title is an optional radio group named by its legend, "Rather not say" until one is chosen', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderInEnglish(<Checkout onSubmit={onSubmit} />);
  const title = screen.getByRole('radiogroup', { name: 'Title' });
  expect(title.tagName).toBe('FIELDSET');
  expect(within(title).getByText('Title').tagName).toBe('LEGEND');
  // Native radios sharing the value's name: one tab stop, arrow keys move the choice (walked in e2e: jsdom has no
  // CSS.escape, which user-event's arrow keys need for a dotted name such as delivery.id_gender).
  const radios = within(title).getAllByRole('radio') as HTMLInputElement[];
  expect(radios.map((radio) => [radio.name, radio.checked])).toEqual([
    ['delivery.id_gender', false],
    ['delivery.id_gender', false],
    ['delivery.id_gender', true],
  ]);
  expect(within(title).getByRole('radio', { name: 'Rather not say' })).toBe(radios[2]);
  await user.click(within(title).getByRole('radio', { name: 'Ms' }));
  await user.selectOptions(screen.getByRole('combobox', { name: /State or province/ }), 'Milano');
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Rossi');
  await user.type(screen.getByRole('textbox', { name: /Street/ }), 'Via Dante');
  await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '20121');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Milano');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ delivery: { firstname: 'Anna', id_gender: '2' } });
});
