/**
 * The frame of every guarded page: title, section navigation, and the content only once the customer is known
 * (a guest is on the way to the login page and sees a placeholder of the page's height, never the content).
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Customer } from '@storefront/shared/schemas';
import { Skeleton } from '@storefront/shared/ui';
import { useGuard } from '../guard/use-guard.ts';
import { AccountNav } from './account-nav.tsx';
import styles from './my-account.module.css';

export interface AccountFrameProps {
  titleId: string;
  /** Errors of the page's own calls: a 401 among them sends the shopper to sign in again. */
  errors?: unknown[];
  children: (customer: Customer) => ReactNode;
}

export function AccountFrame({ titleId, errors, children }: AccountFrameProps) {
  const intl = useIntl();
  const { customer, blocked, failed } = useGuard(errors);
  const title = intl.formatMessage({ id: titleId });
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <AccountNav />
      <section className={styles.main} aria-labelledby="account-title" aria-busy={blocked}>
        <h1 id="account-title">{title}</h1>
        {failed ? (
          <p role="alert">{intl.formatMessage({ id: 'account.overview.loadFailed' })}</p>
        ) : blocked || !customer ? (
          <Skeleton height="16rem" />
        ) : (
          children(customer)
        )}
      </section>
    </div>
  );
}
