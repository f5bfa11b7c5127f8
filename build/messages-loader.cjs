/**
 * rspack loader for `locales/<lang>/<namespace>.json`: compiles every ICU message to its AST at
 * build time, so the browser formats without parsing (react-intl accepts AST messages). On a slow
 * phone, parsing a page's messages on first use cost tens of milliseconds of blocking time.
 */
const { parse } = require('@formatjs/icu-messageformat-parser');

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function compileMessages(source) {
  /** @type {Record<string, string>} */
  const messages = JSON.parse(source);
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(
        `${this.resourcePath}: message "${id}" is not valid ICU: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }
  return JSON.stringify(compiled);
};
