/**
 * Checkout `/{lang}/checkout/{step}`: the steps of flow.ts, one at a time, with the step list and the order summary
 * beside them. Server-rendered with the shopper's cookie; a step asked for too early, or an empty cart, redirects
 * (on the server as a 302, in the browser by replacing the URL).
 */
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sharedApi, useGetCountriesQuery, countriesApi } from '@storefront/shared/api';
import { useEvent } from '@storefront/shared/events';
import { Link, paths, useNavigate } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import { ApiErrorText, Button, Skeleton } from '@storefront/shared/ui';
import { checkoutApi, useGetCheckoutQuery } from '../../api/checkout-api.ts';
import { rememberGuestEmail, rememberPayment, useAttempt } from './attempt.ts';
import { isReachable, nextStep, resolveStep, stepById, stepPath, steps, type FlowState, type StepId } from './flow.ts';
import { OrderSummary } from './order-summary.tsx';
import { stepComponents, type CardDetails, type StepProps } from './steps/index.ts';
import styles from './checkout.module.css';

export async function prefetch({ store, lang, params }: PrefetchContext): Promise<PrefetchResult | void> {
  const [checkout] = await Promise.all([
    store.dispatch(checkoutApi.endpoints.getCheckout.initiate()),
    store.dispatch(sharedApi.endpoints.getCartItems.initiate()),
    store.dispatch(countriesApi.endpoints.getCountries.initiate()),
    store.dispatch(checkoutApi.endpoints.getGateways.initiate()),
  ]);
  if (!checkout.data) return;
  const target = resolveStep(params.step || undefined, { checkout: checkout.data, payment: null });
  if (target.kind === 'cart') return { redirect: { to: paths.cart(lang), status: 302 } };
  if (target.redirect) return { redirect: { to: stepPath(lang, target.step), status: 302 } };
}

export default function CheckoutPage({ lang, params }: PageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data: checkout, error, refetch } = useGetCheckoutQuery();
  const { data: countries } = useGetCountriesQuery();
  // This tab's attempt (guest email, payment method): null while hydrating, so the first render matches the server's.
  const attempt = useAttempt();
  const guestEmail = attempt?.guestEmail ?? null;
  const [card, setCard] = useState<CardDetails | null>(null);
  // A card is never kept, so after a reload a card payment is chosen again.
  const payment = attempt?.payment === 'creditcard' && !card ? null : (attempt?.payment ?? null);
  // Set while leaving for an outcome page: the emptied cart must not send the shopper to the cart meanwhile.
  const leaving = useRef(false);
  useEvent('checkout:cart-updated', (_summary, { fromOtherTab }) => {
    if (fromOtherTab) void refetch();
  });

  const flow: FlowState | null = checkout
    ? { checkout: { ...checkout, email: checkout.email ?? guestEmail }, payment }
    : null;
  const target = flow ? resolveStep(params.step || undefined, flow) : null;
  const step: StepId | null = target?.kind === 'step' ? target.step : null;

  const redirectTo = target?.kind === 'cart' ? paths.cart(lang) : target?.redirect ? stepPath(lang, target.step) : null;
  const restored = attempt !== null;
  useEffect(() => {
    if (restored && redirectTo && !leaving.current) navigate(redirectTo, { replace: true });
  }, [restored, redirectTo, navigate]);

  // A new step moves focus to its heading (after the shell's own focus on <main> for a new path).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<StepId | null>(null);
  useEffect(() => {
    if (!step) return;
    if (shownStep.current !== null && shownStep.current !== step) {
      const frame = requestAnimationFrame(() => heading.current?.focus());
      shownStep.current = step;
      return () => cancelAnimationFrame(frame);
    }
    shownStep.current = step;
  }, [step, heading, shownStep]);

  const title = intl.formatMessage({ id: 'checkout.page.title' });
  if (!checkout || !countries || !step || !flow) {
    return (
      <section className={styles.page} aria-labelledby="checkout-title">
        <title>{title}</title>
        <h1 id="checkout-title">{title}</h1>
        {error && !checkout ? (
          <div role="alert">
            <p>
              <ApiErrorText error={error} fallbackId="checkout.page.loadError" />
            </p>
            <Button variant="secondary" onClick={() => void refetch()}>
              <FormattedMessage id="checkout.page.retry" />
            </Button>
          </div>
        ) : (
          <Skeleton height="24rem" />
        )}
      </section>
    );
  }

  const goTo = (id: StepId) => navigate(stepPath(lang, id));
  const props: StepProps = {
    lang,
    checkout,
    countries: countries.countries,
    guestEmail,
    setGuestEmail: rememberGuestEmail,
    payment,
    setPayment: (module, details) => {
      setCard(details);
      rememberPayment(module);
    },
    card,
    done: () => {
      const next = nextStep(step);
      if (next) goTo(next);
    },
    leave: () => {
      leaving.current = true;
    },
    stay: () => {
      leaving.current = false;
    },
  };
  const Step = stepComponents[step];
  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <title>{`${intl.formatMessage({ id: stepById(step).titleId })} · ${title}`}</title>
      <h1 id="checkout-title">{title}</h1>
      <nav aria-label={intl.formatMessage({ id: 'checkout.page.stepsLabel' })} className={styles.stepList}>
        <ol>
          {steps.map((s, index) => {
            const label = intl.formatMessage(
              { id: 'checkout.page.stepNumber' },
              { n: index + 1, title: intl.formatMessage({ id: s.titleId }) },
            );
            return (
              <li key={s.id} data-state={s.id === step ? 'current' : s.isComplete(flow) ? 'done' : 'todo'}>
                {s.id === step ? (
                  <span aria-current="step">{label}</span>
                ) : isReachable(s.id, flow) ? (
                  <Link to={stepPath(lang, s.id)}>{label}</Link>
                ) : (
                  <span>{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.step} data-testid={`checkout-step-${step}`}>
          <h2 id="checkout-step-title" ref={heading} tabIndex={-1}>
            <FormattedMessage id={stepById(step).titleId} />
          </h2>
          <Step {...props} />
        </div>
        <OrderSummary />
      </div>
      <p className={styles.back}>
        <Link to={paths.cart(lang)}>
          <FormattedMessage id="checkout.page.backToCart" />
        </Link>
      </p>
    </section>
  );
}
