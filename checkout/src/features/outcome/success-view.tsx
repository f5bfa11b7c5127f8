/**
 * The order confirmation: order number and thanks, what happens next, the order-notification opt-in and a short
 * feedback form (both stored with updateOrder). Reading it again (a reload, Back) never places another order.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox, FORM_ERROR, Form, RadioGroup, TextAreaField, rules, validate } from '@storefront/shared/forms';
import { Price } from '@storefront/shared/i18n';
import { Link, paths, useNavigate } from '@storefront/shared/routing';
import { ApiErrorText, Skeleton } from '@storefront/shared/ui';
import { useGetGatewaysQuery, useUpdateOrderMutation, useValidateOrderQuery } from '../../api/checkout-api.ts';
import { endAttempt } from '../checkout/attempt.ts';
import { decideSuccess, endsAttempt } from './order-outcome.ts';
import type { OutcomeProps } from './outcome-page.tsx';
import styles from './outcome.module.css';

const ratingRule = validate(rules.required());
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function SuccessView({ lang, order }: OutcomeProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const read = useValidateOrderQuery(order ?? { id_order: 0 }, { skip: !order });
  const { data: gateways } = useGetGatewaysQuery();
  const [update] = useUpdateOrderMutation();
  const [optedIn, setOptedIn] = useState(false);
  const [rated, setRated] = useState(false);
  const decision = decideSuccess(lang, order, read);
  const ends = endsAttempt(decision);
  const moveTo = decision.kind === 'elsewhere' ? decision.to : null;

  // An order exists for the attempt: a later checkout is a new one.
  useEffect(() => {
    if (ends) endAttempt();
  }, [ends]);
  useEffect(() => {
    if (moveTo) navigate(moveTo, { replace: true });
  }, [moveTo, navigate]);

  if (decision.kind === 'no-order') {
    return (
      <p>
        {decision.error ? (
          <ApiErrorText error={decision.error} fallbackId="checkout.outcome.noOrder" />
        ) : (
          <FormattedMessage id="checkout.outcome.noOrder" />
        )}{' '}
        <Link to={paths.home(lang)}>
          <FormattedMessage id="checkout.outcome.home" />
        </Link>
      </p>
    );
  }
  if (decision.kind !== 'confirmed' || !read.data) return <Skeleton height="12rem" />;
  const { data } = read;
  const { ref } = decision;
  const bank = decision.bankTransfer ? gateways?.find((g) => g.module_name === 'bankwire') : undefined;

  return (
    <div className={styles.body}>
      <p className={styles.lead}>
        <FormattedMessage id="checkout.success.thanks" />
      </p>
      <p>
        <FormattedMessage
          id="checkout.success.number"
          values={{ reference: <strong data-testid="checkout-order-reference">{data.order.reference}</strong> }}
        />
      </p>
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="checkout.success.date" />
        </dt>
        <dd>{intl.formatDate(new Date(data.order.date_add), { dateStyle: 'long' })}</dd>
        <dt>
          <FormattedMessage id="checkout.success.total" />
        </dt>
        <dd>
          <Price amount={data.order.total_paid} />
        </dd>
        <dt>
          <FormattedMessage id="checkout.success.status" />
        </dt>
        <dd>{data.order.state_label}</dd>
      </dl>
      <p>
        <FormattedMessage id="checkout.success.emailSent" values={{ email: data.order.email }} />
      </p>
      {bank ? (
        <div className={styles.note}>
          <p>
            <FormattedMessage id="checkout.success.bankTransfer" values={{ reference: data.order.reference }} />
          </p>
          <p>{plain(bank.additionalInformation)}</p>
        </div>
      ) : null}

      <section aria-labelledby="checkout-notify-title" className={styles.part}>
        <h2 id="checkout-notify-title">
          <FormattedMessage id="checkout.success.notifyTitle" />
        </h2>
        {optedIn ? (
          <p role="status">
            <FormattedMessage id="checkout.success.notifySaved" />
          </p>
        ) : (
          <Form<{ notifications?: boolean }>
            aria-labelledby="checkout-notify-title"
            submitLabel={t('checkout.success.notifySave')}
            onSubmit={async (values) => {
              const result = await update({ ...ref, notifications: Boolean(values.notifications) });
              if ('error' in result) return { [FORM_ERROR]: t('checkout.success.saveFailed') };
              setOptedIn(true);
              return undefined;
            }}
          >
            <Checkbox name="notifications" label={t('checkout.success.notifyLabel')} />
          </Form>
        )}
      </section>

      <section aria-labelledby="checkout-feedback-title" className={styles.part}>
        <h2 id="checkout-feedback-title">
          <FormattedMessage id="checkout.success.feedbackTitle" />
        </h2>
        {rated ? (
          <p role="status">
            <FormattedMessage id="checkout.success.feedbackThanks" />
          </p>
        ) : (
          <Form<{ rating?: string; comment?: string }>
            aria-labelledby="checkout-feedback-title"
            submitLabel={t('checkout.success.feedbackSend')}
            onSubmit={async (values) => {
              const result = await update({
                ...ref,
                feedback: { rating: Number(values.rating), comment: values.comment?.trim() ?? '' },
              });
              if ('error' in result) return { [FORM_ERROR]: t('checkout.success.saveFailed') };
              setRated(true);
              return undefined;
            }}
          >
            <RadioGroup
              name="rating"
              label={t('checkout.success.rating')}
              validate={ratingRule}
              options={[1, 2, 3, 4, 5].map((n) => ({
                value: String(n),
                label: intl.formatMessage({ id: 'checkout.success.ratingValue' }, { n }),
              }))}
            />
            <TextAreaField name="comment" label={t('checkout.success.comment')} maxLength={1000} />
          </Form>
        )}
      </section>
      <p>
        <Link to={paths.home(lang)}>
          <FormattedMessage id="checkout.success.continue" />
        </Link>
      </p>
    </div>
  );
}
