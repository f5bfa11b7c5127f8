/** The account's messages (its namespace and the forms rules), one chunk per language, loaded when a page needs them. */
import { mergeMessages, type Locale, type Messages } from '@storefront/shared/i18n';
import { loadFormsMessages } from '@storefront/shared/forms';

export const loadMessages = async (lang: Locale): Promise<Messages> => {
  const [own, forms] = await Promise.all([
    import(/* webpackChunkName: "account-messages-[request]" */ `../../locales/${lang}/account.json`).then(
      (module: { default: Messages }) => module.default,
    ),
    loadFormsMessages(lang),
  ]);
  return mergeMessages(forms, own);
};
