/**
 * My account `/{lang}/my-account` (guarded): the profile at a glance, personal data, email and password changes
 * (both ask for the current password), and the newsletter.
 */
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import type { Customer } from '@storefront/shared/schemas';
import { accountApi } from '../../api/account-api.ts';
import { accountPaths, guardPrefetch } from '../guard/guard.ts';
import { AccountFrame } from './account-frame.tsx';
import { EmailForm, PasswordForm } from './credentials-forms.tsx';
import { NewsletterCard } from './newsletter-card.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';
import styles from './my-account.module.css';

export async function prefetch(context: PrefetchContext): Promise<PrefetchResult | undefined> {
  const guarded = await guardPrefetch(context, accountPaths.overview(context.lang));
  if (guarded) return guarded;
  await context.store.dispatch(accountApi.endpoints.getNewsletter.initiate());
  return undefined;
}

function Profile({ customer }: { customer: Customer }) {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby="account-profile">
      <h2 id="account-profile">
        <FormattedMessage id="account.profile.title" values={{ name: customer.firstname }} />
      </h2>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage({ id: 'account.profile.name' })}</dt>
        <dd data-testid="account-profile-name">
          {customer.firstname} {customer.lastname}
        </dd>
        <dt>{intl.formatMessage({ id: 'account.profile.email' })}</dt>
        <dd>{customer.email}</dd>
        <dt>{intl.formatMessage({ id: 'account.profile.since' })}</dt>
        <dd>
          <FormattedDate value={customer.date_add} dateStyle="long" />
        </dd>
      </dl>
    </section>
  );
}

export default function MyAccountPage(_props: PageProps) {
  return (
    <AccountFrame titleId="account.overview.title">
      {(customer) => (
        <>
          <Profile customer={customer} />
          <PersonalDataForm customer={customer} />
          <EmailForm customer={customer} />
          <PasswordForm />
          <NewsletterCard customer={customer} />
        </>
      )}
    </AccountFrame>
  );
}
