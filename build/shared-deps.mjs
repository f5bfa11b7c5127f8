/**
 * The one list of shared singletons, used by every app's browser and Node builds.
 * Keep it short: a shared library is loaded whole, never tree-shaken. No router is shared: the shell keeps the URL
 * in its own small router (ADR 0501) and remotes use `@storefront/shared/routing`.
 * Plain JavaScript so rspack loads it in plain Node (see docs/decisions/0003-build-config-in-mjs.md).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');

/** @param {string} pkg */
const versionOf = (pkg) =>
  /** @type {{ version: string }} */ (require(path.join(root, 'node_modules', pkg, 'package.json'))).version;

/**
 * Subpath entries of the `shared` workspace: each is shared under its own key so a page pulls only what it uses.
 * `forms/address` is not among them: it holds no state, and as a singleton the server rendered checkout's address
 * step with account's copy (account's CSS class names), whose stylesheet no page links; the fields were styled only
 * when that chunk arrived, about 3 s into a throttled load (CLS 0.08). Each remote bundles it with the page that uses
 * it instead: one source in `shared`, its CSS in that page's own stylesheet, which the server inlines.
 */
export const sharedEntries = [
  'api',
  'store',
  'events',
  'domain',
  'routing',
  'i18n',
  'forms',
  'ui',
  'remotes',
  'config',
  'consent',
];

/** Shared import key → the package whose version it carries. */
const libraries = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-redux': 'react-redux',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
  'react-intl': 'react-intl',
  'final-form': 'final-form',
  'react-final-form': 'react-final-form',
};

/**
 * @typedef {{ singleton: true, version: string, requiredVersion: string }} SharedConfig
 * @returns {Record<string, SharedConfig>}
 */
export function sharedSingletons() {
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const [key, pkg] of Object.entries(libraries)) {
    shared[key] = { singleton: true, version: versionOf(pkg), requiredVersion: `^${versionOf(pkg)}` };
  }
  const sharedVersion = versionOf('@storefront/shared');
  for (const entry of sharedEntries) {
    shared[`@storefront/shared/${entry}`] = {
      singleton: true,
      version: sharedVersion,
      requiredVersion: `^${sharedVersion}`,
    };
  }
  return shared;
}

/** The contract version a remote is built against: the `shared` workspace's major version. */
export const contractVersion = () => versionOf('@storefront/shared').split('.')[0] ?? '0';
