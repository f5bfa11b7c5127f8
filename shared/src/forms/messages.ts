/** Turning a rule's result into words: the active language's message, with the field's label and lists joined. */
import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { FieldMessage, FormsMessageId, MessageValue } from './types.ts';
import type { Messages } from '../i18n/remote-intl.tsx';

const defaultMessage: FormsMessageId = 'forms.rules.default';

/**
 * The text of a field's error. A string (already translated, e.g. a server's answer) is shown as is;
 * a rule's message gets `{field}` from the label and lists joined as "a, b or c". An unknown id or
 * any other value becomes the default message "This field is not valid.".
 */
export function formatFieldMessage(intl: IntlShape, message: unknown, label: string): string {
  if (typeof message === 'string') return message;
  const descriptor = message as Partial<Exclude<FieldMessage, string>> | null;
  const id = typeof descriptor?.id === 'string' && descriptor.id in intl.messages ? descriptor.id : defaultMessage;
  const values: Record<string, string | number | Date> = { field: label };
  for (const [key, value] of Object.entries(descriptor?.values ?? {}) as [string, MessageValue][]) {
    values[key] = Array.isArray(value)
      ? intl.formatList(value, { type: 'disjunction' })
      : (value as string | number | Date);
  }
  return intl.formatMessage({ id }, values);
}

/** `formatFieldMessage` bound to the active language. */
export function useFieldMessage(): (message: unknown, label: string) => string {
  const intl = useIntl();
  return useCallback((message: unknown, label: string) => formatFieldMessage(intl, message, label), [intl]);
}

/** Languages with a forms catalogue: the shop's five and Polish (SPEC section 5). */
export const formsLanguages = ['en', 'fr', 'it', 'es', 'de', 'pl'] as const;
export type FormsLanguage = (typeof formsLanguages)[number];

const catalogues: Record<FormsLanguage, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('../../../locales/en/forms.json'),
  fr: () => import('../../../locales/fr/forms.json'),
  it: () => import('../../../locales/it/forms.json'),
  es: () => import('../../../locales/es/forms.json'),
  de: () => import('../../../locales/de/forms.json'),
  pl: () => import('../../../locales/pl/forms.json'),
};

/**
 * The forms messages of `lang` (English for a language without a catalogue), loaded lazily so a
 * page pulls only its language. Merge them into the provider's messages (`MessagesProvider`).
 */
export async function loadFormsMessages(lang: string): Promise<Messages> {
  const load = (formsLanguages as readonly string[]).includes(lang) ? catalogues[lang as FormsLanguage] : catalogues.en;
  return (await load()).default;
}
