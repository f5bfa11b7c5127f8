/** Cookies that are part of the wire contract: the apps set them, the api reads them (no dependency: every page may load this). */

/**
 * The cookie that carries the shopper's chosen delivery country (an ISO 3166 code, path /, set by the shell's country
 * notice and footer): until the cart has a delivery address, the api estimates shipping to that country, so every
 * cart reply (from any app, on the server or in the browser) agrees on it.
 */
export const deliveryCountryCookie = 'shell_country';
