import { useIntl } from 'react-intl';
import { locales, localeNames, localeCookie, localeCookieMaxAge, useLang, type Locale } from '@storefront/shared/i18n';
import { useRouter } from '@storefront/shared/routing';
import { usePageAlternates } from '../app/alternates-context.tsx';
import { languageChoiceMark } from '../app/early-input.ts';
import type { PageAlternates } from '../app/page-data.ts';
import styles from './layout.module.css';

/**
 * The same page in `code`: its own URL there while the shopper is still on the page the server rendered and that
 * page named it; otherwise the path under the other prefix, which the server redirects to the page's own slug (ADR 0007).
 */
function languageHref(
  code: Locale,
  { pathname, search }: { pathname: string; search: string },
  alternates: PageAlternates | undefined,
): string {
  const own = alternates?.path === pathname ? alternates.links[code] : undefined;
  if (own) return `${own}${search}`;
  const rest = pathname.split('/').slice(2).join('/');
  return `/${code}${rest ? `/${rest}` : ''}${search}`;
}

/** Links to the same page in each language; choosing one saves it in the locale cookie. */
export function LanguageSwitcher() {
  const lang = useLang();
  const intl = useIntl();
  const router = useRouter();
  const alternates = usePageAlternates();
  return (
    <ul className={styles.languages} aria-label={intl.formatMessage({ id: 'shell.header.language' })}>
      {locales.map((code) => (
        <li key={code}>
          <a
            href={languageHref(code, router, alternates)}
            hrefLang={code}
            {...{ [languageChoiceMark]: code }}
            lang={code}
            title={localeNames[code]}
            aria-current={code === lang ? 'true' : undefined}
            className={code === lang ? styles.languageActive : styles.language}
            onClick={() => {
              document.cookie = `${localeCookie}=${code}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax`;
            }}
          >
            {code.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  );
}
