/** The checkout's messages (its namespace only), one chunk per language, loaded when a page needs them. */
import type { Locale, Messages } from '@storefront/shared/i18n';

export const loadMessages = (lang: Locale): Promise<Messages> =>
  import(/* webpackChunkName: "checkout-messages-[request]" */ `../../locales/${lang}/checkout.json`).then(
    (module: { default: Messages }) => module.default,
  );
