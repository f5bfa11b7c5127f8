/**
 * The security headers of every document the shell serves, built per response from what the shop loads now: the
 * registry's remote origins (a publish or rollback that moves a remote shows on the next request), the api and content
 * bases, and a nonce for the shell's own inline scripts. Pure: the server passes everything in (docs/security.md).
 */
import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Registry } from '../src/federation/registry.ts';

export interface PolicyInput {
  /**
   * Allows the document's inline scripts (page state, bootstrap, React's streaming helpers): a nonce new per response
   * (personal pages), or the scripts' SHA-256 hashes (a shared page, cached and served as is to many: ADR 0600).
   */
  scripts: { nonce: string } | { hashes: readonly string[] };
  /** Origins the registry names for the remotes' browser builds (scripts, styles, fonts, manifests). */
  remoteOrigins: readonly string[];
  /** Where the browser calls the api and the content api: a path on the shop or an absolute URL. */
  apiBaseUrl: string;
  contentBaseUrl: string;
  /** Where the browser reports violations (a path on the shop). */
  reportPath: string;
}

export interface HeaderInput extends PolicyInput {
  /** CSP_REPORT_ONLY=1: the policy is reported, not enforced (roll a change out on a live shop first). */
  reportOnly: boolean;
  /** The shop's public origin, when set: HSTS is sent when it is https. */
  publicOrigin?: string;
}

/**
 * The origin of an absolute http(s) URL, or nothing for a path on the shop (which `'self'` covers). Asked for the same
 * few URLs (the api's, the registry's) on every response: each answer is kept (a registry names a handful).
 */
const originOf = (url: string): readonly string[] => {
  let origin = origins.get(url);
  if (origin === undefined) {
    origin = !/^https?:\/\//i.test(url) || !URL.canParse(url) ? [] : [new URL(url).origin];
    if (origins.size >= 256) origins.clear();
    origins.set(url, origin);
  }
  return origin;
};
const origins = new Map<string, readonly string[]>();

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/** A random nonce (128 bits, base64) for one response's inline scripts. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The origins of the remotes' browser builds the registry names now, sorted (the policy is stable between calls), and
 * those of this browser's local builds when it has any (shell/server/remote-overrides.tsx: allowed origins only).
 */
export const registryOrigins = (registry: Registry): string[] =>
  unique([
    ...Object.values(registry.remotes).flatMap((entry) => (entry ? originOf(entry.browser) : [])),
    ...Object.values(registry.overrides ?? {}).flatMap((entry) => (entry ? originOf(entry) : [])),
  ]).sort();

/**
 * The Content-Security-Policy value. Scripts: this shop, the registry's remote origins and the nonce; never
 * 'unsafe-inline' or 'unsafe-eval', so HTML that slips into a page (content, descriptions) cannot run. Styles allow
 * inline attributes (swatch colours, skeleton sizes are set as `style=""` by the server render): CSS cannot run code.
 */
export function contentSecurityPolicy(input: PolicyInput): string {
  const remotes = unique(input.remoteOrigins);
  const apis = unique([...originOf(input.apiBaseUrl), ...originOf(input.contentBaseUrl)]);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...('nonce' in input.scripts ? [`'nonce-${input.scripts.nonce}'`] : input.scripts.hashes),
      ...remotes,
    ],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'data:', ...apis, ...remotes],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...unique([...apis, ...remotes])],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['report-uri', input.reportPath],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Features the shop never uses, turned off for it and anything it embeds. */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The security headers of every answer the shop sends, files and api replies included: no MIME sniffing, the referrer
 * rule, and HSTS when the public origin is https. The shell's server sets them in a hook before any route runs.
 */
export function answerSecurityHeaders(publicOrigin: string | undefined): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(publicOrigin?.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/** Every security header of a document response: those of every answer, the policy and the framing rules. */
export function securityHeaders(input: HeaderInput): Record<string, string> {
  return {
    ...answerSecurityHeaders(input.publicOrigin),
    [input.reportOnly ? 'content-security-policy-report-only' : 'content-security-policy']:
      contentSecurityPolicy(input),
    'x-frame-options': 'DENY',
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** Sets the headers on a response before it is written (writeHead merges them with its own). */
export function applySecurityHeaders(res: ServerResponse, input: HeaderInput): void {
  for (const [name, value] of Object.entries(securityHeaders(input)) as [string, OutgoingHttpHeaders[string]][])
    if (value !== undefined) res.setHeader(name, value);
}
