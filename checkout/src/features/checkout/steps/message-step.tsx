/** Message: an optional note for the courier, saved with addOrEditDeliveryMessage and read back with getDeliveryMessage. */
import { useIntl } from 'react-intl';
import { FORM_ERROR, Form, TextAreaField, rules, validate } from '@storefront/shared/forms';
import { Skeleton } from '@storefront/shared/ui';
import { useAddOrEditDeliveryMessageMutation, useGetDeliveryMessageQuery } from '../../../api/checkout-api.ts';
import type { StepProps } from './index.ts';
import styles from '../checkout.module.css';

const messageRules = validate(rules.length(0, 1000));

export function MessageStep({ done }: StepProps) {
  const intl = useIntl();
  const { data, isLoading } = useGetDeliveryMessageQuery();
  const [save] = useAddOrEditDeliveryMessageMutation();
  if (isLoading) return <Skeleton height="10rem" />;
  const saved = data?.message ?? '';
  return (
    <Form<{ message?: string }>
      aria-labelledby="checkout-step-title"
      className={styles.stepBody}
      initialValues={{ message: saved }}
      submitLabel={intl.formatMessage({ id: 'checkout.step.continue' })}
      confirmLeave
      onSubmit={async ({ message = '' }) => {
        if (message.trim() !== saved) {
          const result = await save({ message: message.trim() });
          if ('error' in result) return { [FORM_ERROR]: intl.formatMessage({ id: 'checkout.message.saveFailed' }) };
        }
        done();
        return undefined;
      }}
    >
      <TextAreaField
        name="message"
        label={intl.formatMessage({ id: 'checkout.message.label' })}
        hint={intl.formatMessage({ id: 'checkout.message.hint' })}
        maxLength={1000}
        validate={messageRules}
      />
    </Form>
  );
}
