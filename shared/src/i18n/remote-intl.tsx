/**
 * One react-intl setup for the whole page. The shell provides the root (its messages); each remote wraps what it
 * renders in MessagesProvider, which adds its messages to the ones already provided, so shared texts stay reachable.
 *
 * Every intl object is built over one formatter cache (formatters are keyed by locale and options: code, never a
 * shopper's data), so a price formatted in the header and in a page share one Intl.NumberFormat, and an intl object
 * is built once per provider, not on every render.
 */
import { useMemo, type ReactNode } from 'react';
import { RawIntlProvider, createIntl, createIntlCache, useIntl, type IntlConfig, type IntlShape } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { currency } from './price.tsx';

/**
 * A catalogue: plain ICU strings (sources, tests) or, in built apps, ASTs compiled at build time
 * (build/messages-loader.cjs). One catalogue is never a mix, which is what react-intl accepts.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Later catalogues win; every catalogue of one build comes from the same pipeline, so the merge stays uniform. */
export const mergeMessages = (...catalogues: Messages[]): Messages => Object.assign({}, ...catalogues) as Messages;

const formatterCache = createIntlCache();

type IntlOptions = Pick<IntlConfig, 'locale' | 'defaultLocale' | 'onError'> & { messages: Messages };

/** An intl object over the page's shared formatter cache (also for code outside React, e.g. a page's <head>). */
export const shopIntl = ({ locale, defaultLocale, onError, messages }: IntlOptions): IntlShape =>
  createIntl(
    { locale, ...(defaultLocale ? { defaultLocale } : {}), ...(onError ? { onError } : {}), messages },
    formatterCache,
  );

/** The root of a page's texts: the shell's messages in the page's locale. */
export function IntlRoot({ children, ...options }: IntlOptions & { children: ReactNode }) {
  const { locale, defaultLocale, onError, messages } = options;
  const intl = useMemo(
    () => shopIntl({ locale, defaultLocale, onError, messages }),
    [locale, defaultLocale, onError, messages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

export function MessagesProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  const parent = useIntl();
  const intl = useMemo(
    () =>
      shopIntl({
        locale: parent.locale,
        defaultLocale: parent.defaultLocale,
        onError: parent.onError,
        messages: mergeMessages(parent.messages as Messages, messages),
      }),
    [parent, messages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/**
 * The first formatter of a locale makes the engine load that locale's data, which takes tens of milliseconds on a
 * slow phone. Called while the page's code downloads, each step in its own task, so hydration finds the formatters
 * it needs ready instead of building them inside one long task.
 */
export function warmFormatters(locale: string): void {
  const steps = [
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
    () => shopIntl({ locale, messages: {} }).formatNumber(0, { style: 'currency', currency }),
    () => shopIntl({ locale, messages: {} }).formatPlural(1),
  ];
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    step();
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
