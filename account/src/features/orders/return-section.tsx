/**
 * Returns of one order: the returns already asked for with their state, and a request of chosen lines with a
 * reason within 14 days of delivery; an order outside the window says why it cannot be returned.
 */
import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Form, SelectField, TextAreaField, refusalErrors, rules, validate } from '@storefront/shared/forms';
import type { OrderDetail } from '@storefront/shared/schemas';
import { useCreateOrderReturnMutation } from '../../api/account-api.ts';
import { RETURN_REASONS, notReturnableWhy, returnLines, returnReason, type ReturnValues } from './return-form.ts';
import { returnRefusals } from '../refusals/refusal-messages.ts';
import styles from './orders.module.css';

export function ReturnSection({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const [createReturn] = useCreateOrderReturnMutation();
  const [sent, setSent] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const why = notReturnableWhy(order);
  const reasonLabel = (reason: string) => t(`account.returns.reason.${reason}`);
  return (
    <section className={styles.card} aria-labelledby="order-returns" data-testid="account-order-returns">
      <h2 id="order-returns">{t('account.returns.title')}</h2>
      {order.returns.length > 0 ? (
        <ul>
          {order.returns.map((entry) => (
            <li key={entry.id_order_return} data-testid="account-return">
              <FormattedMessage
                id="account.returns.entry"
                values={{
                  id: entry.id_order_return,
                  state: entry.state_label,
                  date: intl.formatDate(entry.date_add, { dateStyle: 'medium' }),
                }}
              />{' '}
              <span className={styles.muted}>({entry.reason})</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className={styles.success}>
        {sent ? t('account.returns.sent') : null}
      </p>
      {why ? (
        <p className={styles.muted} data-testid="account-return-unavailable">
          <FormattedMessage
            id={why}
            values={{
              date: order.return_deadline ? <FormattedDate value={order.return_deadline} dateStyle="long" /> : '',
            }}
          />
        </p>
      ) : (
        <>
          {order.return_deadline ? (
            <p>
              <FormattedMessage
                id="account.returns.until"
                values={{ date: <FormattedDate value={order.return_deadline} dateStyle="long" /> }}
              />
            </p>
          ) : null}
          <Form<ReturnValues>
            aria-labelledby="order-returns"
            submitLabel={t('account.returns.submit')}
            onSubmit={async (values, form) => {
              setSent(false);
              const lines = returnLines(values, order.products);
              if (lines.length === 0) return { [FORM_ERROR]: t('account.returns.chooseLine') };
              const result = await createReturn({
                id_order: order.id_order,
                lines,
                reason: returnReason(reasonLabel(values.reason ?? RETURN_REASONS[0]), values.details),
              });
              if ('error' in result)
                return refusalErrors(result.error, { messages: returnRefusals, fallback: 'account.returns.failed' });
              setSent(true);
              setTimeout(() => form.restart());
              return undefined;
            }}
          >
            {order.products
              .filter((line) => line.returnable_quantity > 0)
              .map((line) => (
                <SelectField
                  key={line.id_order_detail}
                  name={`qty.l${line.id_order_detail}`}
                  label={intl.formatMessage({ id: 'account.returns.quantityOf' }, { name: line.name })}
                  options={Array.from({ length: line.returnable_quantity + 1 }, (_, quantity) => ({
                    value: String(quantity),
                    label: String(quantity),
                  }))}
                />
              ))}
            <SelectField
              name="reason"
              label={t('account.returns.reason')}
              placeholder={t('account.returns.chooseReason')}
              options={RETURN_REASONS.map((reason) => ({ value: reason, label: reasonLabel(reason) }))}
              validate={validate(rules.required())}
            />
            <TextAreaField
              name="details"
              rows={3}
              maxLength={900}
              label={t('account.returns.details')}
              validate={validate(rules.length(0, 900))}
            />
          </Form>
        </>
      )}
    </section>
  );
}
