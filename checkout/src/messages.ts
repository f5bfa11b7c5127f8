/** The checkout's messages (its namespace only), one chunk per language, loaded when a page needs them. */
import { mergeMessages, type Locale, type Messages } from '@storefront/shared/i18n';

export const loadMessages = (lang: Locale): Promise<Messages> =>
  import(/* webpackChunkName: "checkout-messages-[request]" */ `../../locales/${lang}/checkout.json`).then(
    (module: { default: Messages }) => module.default,
  );

/** With the forms rules too, for the pages that have forms (the steps, the outcomes); the cart does not load them. */
export const loadMessagesWithForms = async (lang: Locale): Promise<Messages> => {
  const [own, { loadFormsMessages }] = await Promise.all([loadMessages(lang), import('@storefront/shared/forms')]);
  return mergeMessages(await loadFormsMessages(lang), own);
};
