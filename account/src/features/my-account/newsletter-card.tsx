/**
 * Newsletter with sections of interest (SPEC section 5: a subscription needs confirming): subscribe with sections,
 * confirm with the emailed code, change the sections, unsubscribe.
 */
import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { useIntl } from 'react-intl';
import { Checkbox, Form, TextField, refusalErrors, rules, validate, type SubmitErrors } from '@storefront/shared/forms';
import { NEWSLETTER_SECTIONS, type Customer, type NewsletterStatus } from '@storefront/shared/schemas';
import { Button, Skeleton } from '@storefront/shared/ui';
import {
  useConfirmNewsletterMutation,
  useGetNewsletterQuery,
  useSubscribeNewsletterMutation,
  useUnsubscribeNewsletterMutation,
} from '../../api/account-api.ts';
import { newsletterConfirmRefusals } from '../refusals/refusal-messages.ts';
import styles from './my-account.module.css';

type Section = (typeof NEWSLETTER_SECTIONS)[number];
type SectionValues = Partial<Record<Section, boolean>> & { consent?: boolean };

/** At least one section ticked (a record-level rule: the message sits on the first box). */
export function validateSections(values: SectionValues): SubmitErrors {
  return NEWSLETTER_SECTIONS.some((section) => values[section])
    ? {}
    : { [NEWSLETTER_SECTIONS[0]]: { id: 'account.newsletter.chooseSection' } };
}

export const chosenSections = (values: SectionValues): Section[] =>
  NEWSLETTER_SECTIONS.filter((section) => values[section]);

/** The card's heading, which the account's navigation links to. */
export const newsletterHeadingId = 'account-newsletter';

export function NewsletterCard({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const { data: status, isLoading } = useGetNewsletterQuery();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.card} aria-labelledby={newsletterHeadingId} data-testid="account-newsletter">
      <h2 id={newsletterHeadingId}>{t('account.newsletter.title')}</h2>
      {isLoading || !status ? <Skeleton height="8rem" /> : <NewsletterBody status={status} email={customer.email} />}
    </section>
  );
}

function NewsletterBody({ status, email }: { status: NewsletterStatus; email: string }) {
  const intl = useIntl();
  const [subscribe] = useSubscribeNewsletterMutation();
  const [confirm] = useConfirmNewsletterMutation();
  const [unsubscribe, { isLoading: leaving }] = useUnsubscribeNewsletterMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const t = (id: string) => intl.formatMessage({ id });
  const initial = Object.fromEntries(status.sections.map((section) => [section, true])) as SectionValues;
  const failed: SubmitErrors = { [FORM_ERROR]: t('account.newsletter.failed') };
  return (
    <>
      <p>
        {t(
          status.subscribed
            ? 'account.newsletter.subscribed'
            : status.pending
              ? 'account.newsletter.pending'
              : 'account.newsletter.notSubscribed',
        )}
      </p>
      <Form<SectionValues>
        aria-label={t('account.newsletter.sectionsLabel')}
        initialValues={initial}
        validate={validateSections}
        submitLabel={t(status.subscribed ? 'account.newsletter.change' : 'account.newsletter.subscribe')}
        onSubmit={async (values) => {
          setNotice(null);
          const result = await subscribe({ email, sections: chosenSections(values), consent: true });
          if ('error' in result) return failed;
          setNotice(t(status.subscribed ? 'account.newsletter.changed' : 'account.newsletter.codeSent'));
          return undefined;
        }}
      >
        <fieldset className={styles.sections}>
          <legend>{t('account.newsletter.sections')}</legend>
          {NEWSLETTER_SECTIONS.map((section) => (
            <Checkbox key={section} name={section} label={t(`account.newsletter.section.${section}`)} />
          ))}
        </fieldset>
        {status.subscribed ? null : (
          <Checkbox name="consent" label={t('account.newsletter.consent')} validate={validate(rules.accepted())} />
        )}
      </Form>
      {status.pending && !status.subscribed ? (
        <Form<{ code: string }>
          aria-label={t('account.newsletter.confirmLabel')}
          submitLabel={t('account.newsletter.confirm')}
          onSubmit={async (values) => {
            setNotice(null);
            const result = await confirm({ email, code: values.code.trim() });
            if ('error' in result)
              return refusalErrors(result.error, {
                messages: newsletterConfirmRefusals,
                fallback: 'account.newsletter.failed',
                fields: ['code'],
              });
            setNotice(t('account.newsletter.confirmed'));
            return undefined;
          }}
        >
          <TextField
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            label={t('account.newsletter.code')}
            validate={validate(rules.required(), rules.matches(/^\s*\d{6}\s*$/))}
          />
        </Form>
      ) : null}
      {status.subscribed || status.pending ? (
        <Button
          variant="secondary"
          busy={leaving}
          onClick={async () => {
            setNotice(null);
            const result = await unsubscribe();
            setNotice(t('error' in result ? 'account.newsletter.failed' : 'account.newsletter.unsubscribed'));
          }}
        >
          {t('account.newsletter.unsubscribe')}
        </Button>
      ) : null}
      <p role="status" className={styles.success}>
        {notice}
      </p>
    </>
  );
}
