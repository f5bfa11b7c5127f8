/** Cookies that are part of the wire contract: the apps set them, the api reads them (no dependency: every page may load this). */

/**
 * The cookie that carries the shopper's chosen delivery country (an ISO 3166 code, path /, set by the shell's country
 * notice and footer): until the cart has a delivery address, the api estimates shipping to that country, so every
 * cart reply (from any app, on the server or in the browser) agrees on it.
 */
export const deliveryCountryCookie = 'shell_country';

/**
 * Set by the api beside its HttpOnly session cookie while the session has a signed-in customer, and cleared when it
 * has none (logout, or a session found gone or expired): "1", readable by the page's scripts (not HttpOnly). It carries
 * no identity and grants nothing (every authorisation is the session's); it only tells the shell, without a call that
 * would fail for a guest, that this browser has a customer to greet (ADR 0302).
 */
export const signedInHintCookie = 'sf_signed_in';
