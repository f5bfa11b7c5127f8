import { useIntl } from 'react-intl';
import { locales, localeNames, localeCookie, localeCookieMaxAge, useLang } from '@storefront/shared/i18n';
import { useRouter } from '@storefront/shared/routing';
import styles from './layout.module.css';

/** Links to the same page in each language; choosing one saves it in the locale cookie. */
export function LanguageSwitcher() {
  const lang = useLang();
  const intl = useIntl();
  const { pathname, search } = useRouter();
  const rest = pathname.split('/').slice(2).join('/');
  return (
    <ul className={styles.languages} aria-label={intl.formatMessage({ id: 'shell.header.language' })}>
      {locales.map((code) => (
        <li key={code}>
          <a
            href={`/${code}${rest ? `/${rest}` : ''}${search}`}
            hrefLang={code}
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
