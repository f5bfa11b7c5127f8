/**
 * Address: the shipping address (a saved one for a signed-in shopper, or a new one), billing same as shipping or a
 * billing address of its own, and the tax invoice rules against the billing country (SPEC section 5).
 */
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useField } from 'react-final-form';
import { Checkbox, Form, RadioGroup, rules, validate } from '@storefront/shared/forms';
import {
  AddressFields,
  InvoiceFields,
  addressToValues,
  emptyAddress,
  emptyInvoice,
  valuesToAddressInput,
  valuesToInvoiceRequest,
  type AddressFormValues,
  type InvoiceFormValues,
} from '@storefront/shared/forms/address';
import { getIn } from 'final-form';
import type { Address, Country, UpdateCheckoutAddressRequest } from '@storefront/shared/schemas';
import { useUpdateCheckoutAddressMutation } from '../../../api/checkout-api.ts';
import type { StepProps } from './index.ts';
import { addressStepErrors } from './address-errors.ts';
import { documentCookie, newAddressCountry } from './new-address-country.ts';
import styles from '../checkout.module.css';

const NEW = 'new';

interface AddressValues {
  deliveryId: string;
  delivery: AddressFormValues;
  same: boolean;
  billingId: string;
  billing: AddressFormValues;
  invoice: InvoiceFormValues;
}

const required = validate(rules.required());

export function AddressStep({ checkout, countries, guestEmail, done }: StepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [update] = useUpdateCheckoutAddressMutation();
  const saved = useMemo(() => (checkout.customer ? checkout.addresses : []), [checkout.customer, checkout.addresses]);
  // New addresses (shipping, and billing when it differs) start in the delivery country the shopper chose.
  const startCountry = newAddressCountry(countries, checkout, documentCookie());

  // The form starts from what the api holds when the step opens; later reads do not reset what is being typed.
  const [initialValues] = useState<AddressValues>(() => {
    const delivery = checkout.delivery_address;
    const invoice = checkout.invoice_address;
    const savedId = (address: Address | null) =>
      address && saved.some((a) => a.id_address === address.id_address) ? String(address.id_address) : null;
    return {
      deliveryId: savedId(delivery) ?? (saved[0] ? String(saved[0].id_address) : NEW),
      // An address the checkout already has keeps its own country.
      delivery: delivery && !savedId(delivery) ? addressToValues(delivery) : emptyAddress(startCountry),
      same: checkout.billing_same_as_shipping,
      billingId: savedId(invoice) ?? NEW,
      billing:
        invoice && !savedId(invoice) && !checkout.billing_same_as_shipping
          ? addressToValues(invoice)
          : emptyAddress(startCountry),
      invoice: checkout.invoice ? { ...emptyInvoice(), ...checkout.invoice } : emptyInvoice(),
    };
  });

  // The billing country: from the billing address, or the shipping one when they are the same.
  const billingCountry = useMemo(() => {
    const byId = (id: unknown) => countries.find((c) => String(c.id_country) === String(id));
    const savedCountry = (id: unknown) => byId(saved.find((a) => String(a.id_address) === String(id))?.id_country);
    return (values: object): Country | undefined => {
      const same = Boolean(getIn(values, 'same'));
      const pick = same ? 'delivery' : 'billing';
      const choice = getIn(values, `${pick}Id`) as string | undefined;
      return choice && choice !== NEW ? savedCountry(choice) : byId(getIn(values, `${pick}.id_country`));
    };
  }, [countries, saved]);

  const submit = async (values: AddressValues) => {
    const countryOf = (address: AddressFormValues) =>
      countries.find((c) => String(c.id_country) === address.id_country);
    const body: UpdateCheckoutAddressRequest = {
      ...(checkout.customer ? {} : { email: guestEmail ?? checkout.email ?? undefined }),
      billing_same_as_shipping: values.same,
      invoice: valuesToInvoiceRequest(values.invoice),
      ...(values.deliveryId !== NEW
        ? { id_address_delivery: Number(values.deliveryId) }
        : { delivery: valuesToAddressInput(values.delivery, countryOf(values.delivery)) }),
      ...(values.same
        ? {}
        : values.billingId !== NEW
          ? { id_address_invoice: Number(values.billingId) }
          : { invoice_address: valuesToAddressInput(values.billing, countryOf(values.billing)) }),
    };
    const result = await update(body);
    if ('error' in result) return addressStepErrors(result.error);
    done();
    return undefined;
  };

  const savedOptions = [
    ...saved.map((a) => ({ value: String(a.id_address), label: `${a.alias}: ${a.formatted.join(', ')}` })),
    { value: NEW, label: t('checkout.address.new') },
  ];

  return (
    <Form<AddressValues>
      aria-labelledby="checkout-step-title"
      initialValues={initialValues}
      onSubmit={submit}
      submitLabel={t('checkout.step.continue')}
      className={styles.stepBody}
      confirmLeave
    >
      <fieldset className={styles.group}>
        <legend>
          <FormattedMessage id="checkout.address.shipping" />
        </legend>
        {saved.length > 0 ? (
          <RadioGroup
            name="deliveryId"
            label={t('checkout.address.pickSaved')}
            options={savedOptions}
            validate={required}
          />
        ) : null}
        <NewAddress name="deliveryId" prefix="delivery." countries={countries} always={saved.length === 0} />
      </fieldset>
      <Checkbox name="same" label={t('checkout.address.billingSame')} />
      <Billing saved={saved} countries={countries} savedOptions={savedOptions} />
      <InvoiceSection countryOf={billingCountry} />
    </Form>
  );
}

/** The address fields, when a new address is being entered (always for a guest). */
function NewAddress({
  name,
  prefix,
  countries,
  always,
}: {
  name: string;
  prefix: 'delivery.' | 'billing.';
  countries: readonly Country[];
  always: boolean;
}) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  if (!always && input.value !== NEW) return null;
  return <AddressFields prefix={prefix} countries={countries} />;
}

function Billing({
  saved,
  countries,
  savedOptions,
}: {
  saved: readonly Address[];
  countries: readonly Country[];
  savedOptions: { value: string; label: string }[];
}) {
  const intl = useIntl();
  const { input } = useField<boolean>('same', { subscription: { value: true }, type: 'checkbox' });
  if (input.checked) return null;
  return (
    <fieldset className={styles.group}>
      <legend>
        <FormattedMessage id="checkout.address.billing" />
      </legend>
      {saved.length > 0 ? (
        <RadioGroup
          name="billingId"
          label={intl.formatMessage({ id: 'checkout.address.pickSaved' })}
          options={savedOptions}
          validate={required}
        />
      ) : null}
      <NewAddress name="billingId" prefix="billing." countries={countries} always={saved.length === 0} />
    </fieldset>
  );
}

function InvoiceSection({ countryOf }: { countryOf: (values: object) => Country | undefined }) {
  // Re-render when anything that decides the billing country changes.
  const same = useField<boolean>('same', { subscription: { value: true }, type: 'checkbox' }).input.checked;
  const deliveryCountry = useField<string>('delivery.id_country', { subscription: { value: true } }).input.value;
  const billingCountry = useField<string>('billing.id_country', { subscription: { value: true } }).input.value;
  const deliveryId = useField<string>('deliveryId', { subscription: { value: true } }).input.value;
  const billingId = useField<string>('billingId', { subscription: { value: true } }).input.value;
  const country = countryOf({
    same,
    deliveryId,
    billingId,
    delivery: { id_country: deliveryCountry },
    billing: { id_country: billingCountry },
  });
  return <InvoiceFields prefix="invoice." countryOf={countryOf} country={country} />;
}
