/**
 * Where the contact form goes on the contact page. The form and the form layer's messages load only on this page and
 * only in the browser: content pages are shared pages (rendered once for every guest), and the form layer stays out of
 * every other page's first load. Until the form is there, a placeholder of its size keeps the page from shifting.
 */
import { Suspense, lazy, use, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessagesProvider, type Locale, type Messages } from '@storefront/shared/i18n';
import { Skeleton } from '@storefront/shared/ui';
import styles from './content-page.module.css';

/** The contact page's content id: stable across languages, unlike its slugs (contact, contatti, kontakt…). */
export const contactPageId = 2;

const ContactForm = lazy(() => import('./contact-form.tsx'));
const formsMessages = new Map<Locale, Promise<Messages>>();

/** The form layer's messages in `lang`, loaded once per page (a language switch is a new document). */
function LocalizedContactForm({ lang }: { lang: Locale }) {
  let loading = formsMessages.get(lang);
  if (!loading) {
    // Imported here, not at the top: a static import of the form layer (a shared module) made every page of the shop
    // load it, final-form and react-final-form before hydrating (about 17 KB gzip), for a form only this page shows.
    loading = import('@storefront/shared/forms').then((forms) => forms.loadFormsMessages(lang));
    formsMessages.set(lang, loading);
  }
  return (
    <MessagesProvider messages={use(loading)}>
      <ContactForm />
    </MessagesProvider>
  );
}

const noSubscription = () => () => undefined;
/** False on the server and while hydrating, true after: the form is rendered by the browser only. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function ContactSection({ lang }: { lang: Locale }) {
  const inBrowser = useInBrowser();
  const placeholder = (
    <div className={styles.contactPlaceholder} aria-busy="true">
      <Skeleton height="100%" />
    </div>
  );
  return (
    <section className={styles.contact} aria-labelledby="shell-contact-title" data-testid="shell-contact">
      <h2 id="shell-contact-title" className={styles.contactTitle}>
        <FormattedMessage id="shell.contact.title" />
      </h2>
      <p>
        <FormattedMessage id="shell.contact.intro" />
      </p>
      {inBrowser ? (
        <Suspense fallback={placeholder}>
          <LocalizedContactForm lang={lang} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
