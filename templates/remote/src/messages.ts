/** The sample's messages (its namespace only), one chunk per language, loaded when a page needs them. */
import type { Locale, Messages } from '@storefront/shared/i18n';

export const loadMessages = (lang: Locale): Promise<Messages> =>
  import(/* webpackChunkName: "sample-messages-[request]" */ `../../locales/${lang}/sample.json`).then(
    (module: { default: Messages }) => module.default,
  );
