/**
 * Payment: the gateways from getGateways. A card is checked here (Luhn, expiry, CVV) and kept in memory only until
 * the review sends it; the redirect gateways and bank transfer need nothing more here.
 */
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useField, useForm } from 'react-final-form';
import { Form, RadioGroup, TextField, rules, validate, withMessage } from '@storefront/shared/forms';
import type { Gateway, PaymentModule } from '@storefront/shared/schemas';
import { ApiErrorText, Skeleton } from '@storefront/shared/ui';
import { useGetGatewaysQuery } from '../../../api/checkout-api.ts';
import { cardCvv, cardExpiry, cardNumber, formatCardNumber, formatExpiry } from '../card.ts';
import type { CardDetails, StepProps } from './index.ts';
import styles from '../checkout.module.css';

interface PaymentValues {
  module: PaymentModule;
  card?: Partial<CardDetails>;
}

const cardRules = {
  name: validate(rules.required(), withMessage(rules.length(2, 100), { id: 'checkout.card.nameInvalid' })),
  number: validate(rules.required(), cardNumber()),
  expiry: validate(rules.required(), cardExpiry()),
  cvv: validate(rules.required(), cardCvv()),
};
const moduleRules = validate(rules.required());

/** Keeps a field in its typed format (the number in groups, the expiry as MM/YY). */
function Formatted({ name, format }: { name: string; format: (value: string) => string }) {
  const form = useForm();
  const { input } = useField<string>(name, { subscription: { value: true } });
  const value = input.value ?? '';
  useEffect(() => {
    const formatted = format(value);
    if (formatted !== value) form.change(name, formatted);
  }, [form, name, format, value]);
  return null;
}

function CardFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { input } = useField<string>('module', { subscription: { value: true } });
  if (input.value !== 'creditcard') return null;
  return (
    <fieldset className={styles.group} data-testid="checkout-card">
      <legend>
        <FormattedMessage id="checkout.card.legend" />
      </legend>
      <TextField name="card.name" label={t('checkout.card.name')} autoComplete="cc-name" validate={cardRules.name} />
      <TextField
        name="card.number"
        label={t('checkout.card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        validate={cardRules.number}
      />
      <Formatted name="card.number" format={formatCardNumber} />
      <div className={styles.pair}>
        <TextField
          name="card.expiry"
          label={t('checkout.card.expiry')}
          hint={t('checkout.card.expiryHint')}
          autoComplete="cc-exp"
          inputMode="numeric"
          validate={cardRules.expiry}
        />
        <Formatted name="card.expiry" format={formatExpiry} />
        <TextField
          name="card.cvv"
          label={t('checkout.card.cvv')}
          hint={t('checkout.card.cvvHint')}
          autoComplete="cc-csc"
          inputMode="numeric"
          validate={cardRules.cvv}
        />
      </div>
    </fieldset>
  );
}

/** Bank details as text (the api sends a short HTML paragraph). */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function Notes({ gateways }: { gateways: readonly Gateway[] }) {
  const { input } = useField<string>('module', { subscription: { value: true } });
  const gateway = gateways.find((g) => g.module_name === input.value);
  if (!gateway || gateway.type === 'card') return null;
  return (
    <div className={styles.note} aria-live="polite">
      <p>
        <FormattedMessage
          id={gateway.type === 'redirect' ? 'checkout.payment.redirectNote' : 'checkout.payment.bankNote'}
        />
      </p>
      {gateway.additionalInformation ? <p>{plain(gateway.additionalInformation)}</p> : null}
    </div>
  );
}

export function PaymentStep({ payment, card, setPayment, done }: StepProps) {
  const intl = useIntl();
  const { data: gateways, error } = useGetGatewaysQuery();
  if (!gateways) {
    return error ? (
      <p role="alert">
        <ApiErrorText error={error} fallbackId="checkout.payment.loadError" />
      </p>
    ) : (
      <Skeleton height="12rem" />
    );
  }
  const options = gateways.map((g) => ({ value: g.module_name, label: g.call_to_action_text }));
  return (
    <Form<PaymentValues>
      aria-labelledby="checkout-step-title"
      className={styles.stepBody}
      initialValues={{ module: payment ?? gateways[0]?.module_name, card: card ?? undefined }}
      submitLabel={intl.formatMessage({ id: 'checkout.step.continue' })}
      confirmLeave
      onSubmit={(values) => {
        const details =
          values.module === 'creditcard' && values.card
            ? {
                name: values.card.name?.trim() ?? '',
                number: values.card.number ?? '',
                expiry: values.card.expiry ?? '',
                cvv: values.card.cvv ?? '',
              }
            : null;
        setPayment(values.module, details);
        done();
      }}
    >
      <RadioGroup
        name="module"
        label={intl.formatMessage({ id: 'checkout.payment.method' })}
        options={options}
        validate={moduleRules}
      />
      <CardFields />
      <Notes gateways={gateways} />
    </Form>
  );
}
