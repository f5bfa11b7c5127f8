/** The shell's own messages; the server inlines the active language's into each page. */
import type { Locale, Messages } from '@storefront/shared/i18n';
import en from '../../locales/en/shell.json';
import fr from '../../locales/fr/shell.json';
import it from '../../locales/it/shell.json';
import es from '../../locales/es/shell.json';
import de from '../../locales/de/shell.json';

const catalogues: Record<Locale, Messages> = { en, fr, it, es, de };

export const shellMessages = (lang: Locale): Messages => catalogues[lang];
