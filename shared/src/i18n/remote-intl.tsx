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
import { formatPrice } from './price.tsx';

/**
 * A catalogue: plain ICU strings (sources, tests) or, in built apps, ASTs compiled at build time
 * (build/messages-loader.cjs). One catalogue is never a mix, which is what react-intl accepts.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Later catalogues win; every catalogue of one build comes from the same pipeline, so the merge stays uniform. */
export const mergeMessages = (...catalogues: Messages[]): Messages => Object.assign({}, ...catalogues) as Messages;

const formatterCache = createIntlCache();

type IntlOptions = Pick<IntlConfig, 'locale' | 'defaultLocale' | 'onError'> & { messages: Messages };

type GetMessageFormat = IntlShape['formatters']['getMessageFormat'];
type MessageFormat = ReturnType<GetMessageFormat>;

/**
 * Message formatters of compiled messages, by the message's own object, then its formats object, then locale and
 * `ignoreTag`: what react-intl's cache key says of them, without building that key. react-intl keys each formatter by
 * the JSON of its arguments, the message's whole syntax tree included, and builds that key on every call of a
 * message with values: a tenth of a listing's server render (each product card's buttons name their product).
 * Compiled catalogues are module-level constants, so the same message is the same object in every render.
 */
const messageFormats = new WeakMap<object, WeakMap<object, Map<string, MessageFormat>>>();

function byMessageObject(fallback: GetMessageFormat): GetMessageFormat {
  return (message, locales, formats, options) => {
    const { formatters, ignoreTag, ...others } = options ?? {};
    if (typeof message !== 'object' || !formats || Object.keys(others).length)
      return fallback(message, locales, formats, options);
    let byFormats = messageFormats.get(message);
    if (!byFormats) {
      byFormats = new WeakMap();
      messageFormats.set(message, byFormats);
    }
    let byLocale = byFormats.get(formats);
    if (!byLocale) {
      byLocale = new Map();
      byFormats.set(formats, byLocale);
    }
    const key = `${String(locales)}|${ignoreTag === undefined ? '' : String(ignoreTag)}|${formatters ? 1 : 0}`;
    let format = byLocale.get(key);
    if (!format) {
      format = fallback(message, locales, formats, options);
      byLocale.set(key, format);
    }
    return format;
  };
}

/** An intl object over the page's shared formatter cache (also for code outside React, e.g. a page's <head>). */
export function shopIntl({ locale, defaultLocale, onError, messages }: IntlOptions): IntlShape {
  const intl = createIntl(
    { locale, ...(defaultLocale ? { defaultLocale } : {}), ...(onError ? { onError } : {}), messages },
    formatterCache,
  );
  // formatMessage reads the formatter from this object at each call.
  intl.formatters.getMessageFormat = byMessageObject(intl.formatters.getMessageFormat);
  return intl;
}

/**
 * Intl objects kept by what they are made of (the catalogue object, the parent's intl object), so a provider given the
 * same catalogue gets the same intl object on every render and, on the server, in every request: catalogues are
 * module-level constants (the shell's per language, a remote module's per language, see the module loader), and an
 * intl object is a pure function of its options over the shared formatter cache. Weak maps: a catalogue or an intl
 * object nobody holds any more (an old remote version) takes its intl objects with it.
 */
const rootIntls = new WeakMap<object, Map<string, IntlShape>>();
const nestedIntls = new WeakMap<IntlShape, WeakMap<object, IntlShape>>();
/** One key per `onError` function (a component passes a module-level one, so there are one or two). */
const handlerIds = new WeakMap<NonNullable<IntlConfig['onError']>, number>();
let handlersSeen = 0;

function handlerId(onError: IntlConfig['onError']): number {
  if (!onError) return 0;
  let id = handlerIds.get(onError);
  if (id === undefined) {
    id = ++handlersSeen;
    handlerIds.set(onError, id);
  }
  return id;
}

/** `shopIntl(options)`, the same object for the same catalogue, locales and error handler. */
export function rootIntl(options: IntlOptions): IntlShape {
  const key = `${options.locale}|${options.defaultLocale ?? ''}|${handlerId(options.onError)}`;
  let byKey = rootIntls.get(options.messages);
  if (!byKey) {
    byKey = new Map();
    rootIntls.set(options.messages, byKey);
  }
  let intl = byKey.get(key);
  if (!intl) {
    intl = shopIntl(options);
    byKey.set(key, intl);
  }
  return intl;
}

/** `parent`'s texts with `messages` added (later wins), the same object for the same parent and catalogue. */
export function nestedIntl(parent: IntlShape, messages: Messages): IntlShape {
  let byMessages = nestedIntls.get(parent);
  if (!byMessages) {
    byMessages = new WeakMap();
    nestedIntls.set(parent, byMessages);
  }
  let intl = byMessages.get(messages);
  if (!intl) {
    intl = shopIntl({
      locale: parent.locale,
      defaultLocale: parent.defaultLocale,
      onError: parent.onError,
      messages: mergeMessages(parent.messages as Messages, messages),
    });
    byMessages.set(messages, intl);
  }
  return intl;
}

/** The root of a page's texts: the shell's messages in the page's locale. */
export function IntlRoot({ children, ...options }: IntlOptions & { children: ReactNode }) {
  const { locale, defaultLocale, onError, messages } = options;
  const intl = useMemo(
    () => rootIntl({ locale, defaultLocale, onError, messages }),
    [locale, defaultLocale, onError, messages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

export function MessagesProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  const parent = useIntl();
  const intl = useMemo(() => nestedIntl(parent, messages), [parent, messages]);
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
    // The prices' own formatter (Price), which hydration uses.
    () => formatPrice(locale, 0),
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
