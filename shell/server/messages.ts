/** The shell's own messages; the server inlines the active language's into each page. */
import { createIntl } from 'react-intl';
import { intlLocale, type Locale, type Messages } from '@storefront/shared/i18n';
import type { PageHead } from '@storefront/shared/remotes';
import en from '../../locales/en/shell.json';
import fr from '../../locales/fr/shell.json';
import it from '../../locales/it/shell.json';
import es from '../../locales/es/shell.json';
import de from '../../locales/de/shell.json';

const catalogues: Record<Locale, Messages> = { en, fr, it, es, de };

export const shellMessages = (lang: Locale): Messages => catalogues[lang];

/**
 * The page's head with the shop's description in `lang` where its module gave none (home, cart, login...): every
 * page gets a meta description in its language (crawlers and link previews read it).
 */
export function withShopDescription(head: PageHead, lang: Locale): PageHead {
  if (head.description) return head;
  return { ...head, description: shopDescription(lang) };
}

/** Formatted once per language (an intl object per request was a measurable share of an uncached render). */
const descriptions = new Map<Locale, string>();

function shopDescription(lang: Locale): string {
  let description = descriptions.get(lang);
  if (description === undefined) {
    const intl = createIntl({ locale: intlLocale[lang], messages: catalogues[lang] });
    description = intl.formatMessage({ id: 'shell.meta.description' });
    descriptions.set(lang, description);
  }
  return description;
}
