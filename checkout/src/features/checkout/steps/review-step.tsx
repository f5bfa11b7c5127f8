/**
 * Review: everything the order will be (lines, addresses, carrier, message, vouchers, payment) and the terms; then
 * Place order / Pay, exactly once per attempt (the attempt's idempotency key; the form is disabled while it runs).
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox, FORM_ERROR, Form, rules, validate, withMessage } from '@storefront/shared/forms';
import { useGetCartItemsQuery } from '@storefront/shared/api';
import { Price } from '@storefront/shared/i18n';
import { Link, paths, useNavigate } from '@storefront/shared/routing';
import type { Address } from '@storefront/shared/schemas';
import { useCreateOrderMutation } from '../../../api/checkout-api.ts';
import { endAttempt, idempotencyKey } from '../attempt.ts';
import { stepPath, type StepId } from '../flow.ts';
import { attemptEnds, decidePlaced } from '../place-order.ts';
import type { StepProps } from './index.ts';
import styles from '../checkout.module.css';

const termsRule = validate(withMessage(rules.accepted(), { id: 'checkout.review.termsRequired' }));

function Part({ title, step, lang, children }: { title: string; step: StepId; lang: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.reviewPart}>
      <dt>
        <FormattedMessage id={title} />
      </dt>
      <dd>
        {children}{' '}
        <Link
          to={stepPath(lang, step)}
          className={styles.change}
          aria-label={intl.formatMessage(
            { id: 'checkout.review.changeLabel' },
            { what: intl.formatMessage({ id: title }) },
          )}
        >
          <FormattedMessage id="checkout.review.change" />
        </Link>
      </dd>
    </div>
  );
}

const lines = (address: Address) => (
  <span className={styles.address}>
    {address.formatted.map((line) => (
      <span key={line}>{line}</span>
    ))}
  </span>
);

export function ReviewStep({ lang, checkout, payment, card, leave, stay }: StepProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data: cart = checkout.cart } = useGetCartItemsQuery();
  const [createOrder] = useCreateOrderMutation();
  const carrier = checkout.carriers.find((c) => c.selected);
  const gateway = checkout.gateways.find((g) => g.module_name === payment);
  const pays = payment !== 'bankwire';

  const place = async () => {
    if (!payment) return undefined;
    leave();
    const result = await createOrder({
      idempotency_key: idempotencyKey(),
      payment_module: payment,
      terms_accepted: true,
      ...(payment === 'creditcard' && card ? { card } : {}),
    });
    const decision = decidePlaced(lang, result);
    if (decision.kind === 'stay') {
      stay();
      return { [FORM_ERROR]: { id: decision.messageId } };
    }
    // The attempt ends once the order is placed: another order gets a new key.
    if (attemptEnds(decision)) endAttempt();
    if (decision.kind === 'leave') window.location.assign(decision.url);
    else navigate(decision.to);
    return undefined;
  };

  return (
    <div className={styles.stepBody}>
      <h3 className={styles.subheading}>
        <FormattedMessage id="checkout.review.items" values={{ count: cart.products_count }} />
      </h3>
      <ul className={styles.reviewLines} data-testid="checkout-review-lines">
        {cart.products.map((line) => (
          <li key={`${line.id_product}-${line.id_product_attribute}`}>
            <span>
              {line.name}
              {line.attributes_small ? <span className={styles.muted}> · {line.attributes_small}</span> : null}
            </span>
            <span className={styles.muted}>×{line.cart_quantity}</span>
            <Price amount={line.total_wt} />
          </li>
        ))}
      </ul>
      <dl className={styles.review}>
        <Part title="checkout.review.email" step="account" lang={lang}>
          {checkout.email}
        </Part>
        {checkout.delivery_address ? (
          <Part title="checkout.review.shipTo" step="address" lang={lang}>
            {lines(checkout.delivery_address)}
          </Part>
        ) : null}
        <Part title="checkout.review.billTo" step="address" lang={lang}>
          {checkout.billing_same_as_shipping || !checkout.invoice_address ? (
            <FormattedMessage id="checkout.review.sameAsShipping" />
          ) : (
            lines(checkout.invoice_address)
          )}
          {checkout.invoice?.requested ? (
            <span className={styles.muted}>
              {' '}
              <FormattedMessage id="checkout.review.invoiceWith" values={{ vat: checkout.invoice.vat_number }} />
              {checkout.invoice.vat_verified === false ? (
                <>
                  {' '}
                  <FormattedMessage id="checkout.review.vatNotVerified" />
                </>
              ) : null}
            </span>
          ) : null}
        </Part>
        {carrier ? (
          <Part title="checkout.review.carrier" step="delivery" lang={lang}>
            {carrier.name} · {carrier.delay} ·{' '}
            {carrier.is_free ? (
              <FormattedMessage id="checkout.summary.free" />
            ) : (
              <Price amount={carrier.price_with_tax} />
            )}
          </Part>
        ) : null}
        <Part title="checkout.review.message" step="message" lang={lang}>
          {checkout.delivery_message || <FormattedMessage id="checkout.review.noMessage" />}
        </Part>
        <Part title="checkout.review.vouchers" step="vouchers" lang={lang}>
          {cart.vouchers.added.length ? (
            cart.vouchers.added.map((v) => `${v.name} (${v.code}) ${v.reduction_formatted}`).join(', ')
          ) : (
            <FormattedMessage id="checkout.review.noVouchers" />
          )}
        </Part>
        <Part title="checkout.review.payment" step="payment" lang={lang}>
          {gateway?.call_to_action_text}
          {payment === 'creditcard' && card ? (
            <span className={styles.muted}>
              {' '}
              · {gateway?.payment_method} ···· {card.number.replace(/\D/g, '').slice(-4)}
            </span>
          ) : null}
        </Part>
        <div className={styles.reviewPart}>
          <dt>
            <FormattedMessage id="checkout.summary.total" />
          </dt>
          <dd className={styles.total}>
            <Price amount={cart.totals.total.amount} />
          </dd>
        </div>
      </dl>
      <Form<{ terms?: boolean }>
        aria-label={intl.formatMessage({ id: 'checkout.review.placeLabel' })}
        onSubmit={place}
        submitLabel={intl.formatMessage({ id: pays ? 'checkout.review.pay' : 'checkout.review.placeOrder' })}
      >
        <Checkbox
          name="terms"
          label={intl.formatMessage({ id: 'checkout.review.terms' })}
          hint={
            <Link to={paths.content(lang, 'terms')} target="_blank">
              <FormattedMessage id="checkout.review.readTerms" />
            </Link>
          }
          validate={termsRule}
        />
      </Form>
    </div>
  );
}
