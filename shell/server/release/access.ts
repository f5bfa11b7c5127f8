/**
 * Who may use the release view: whoever knows RELEASE_TOKEN. The token is typed once into the view's form; the answer
 * is a session cookie signed with the token (HMAC), so every shell process and machine that has the token accepts it
 * without a shared store, and changing the token ends every session. Each form carries a token derived from the
 * session (CSRF), on top of the cookie's SameSite=Strict (docs/decisions/0702).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const releaseCookie = 'shell_release';
/** How long a session lasts: a working day. */
export const sessionMs = 8 * 60 * 60_000;

const mac = (token: string, text: string) => createHmac('sha256', token).update(text).digest('base64url');

const same = (a: string, b: string): boolean => {
  // Compared as digests of one length, so neither the length nor the first differing byte shows in the timing.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
};

/** Whether `given` is the release token. */
export const isReleaseToken = (token: string, given: string): boolean => same(token, given);

/** A new session's cookie value: its expiry, a random part, and their signature. */
export function newSession(token: string, now = Date.now()): string {
  const body = `${now + sessionMs}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${mac(token, `session:${body}`)}`;
}

/** Whether a cookie value is a session this token signed and that has not expired. */
export function isSession(token: string, value: string | undefined, now = Date.now()): boolean {
  const [expires, random, signature] = value?.split('.') ?? [];
  if (!expires || !random || !signature) return false;
  return Number(expires) > now && same(signature, mac(token, `session:${expires}.${random}`));
}

/** The form token of a session: only a page served to that session's browser knows it. */
export const formToken = (token: string, session: string): string => mac(token, `form:${session}`);

export const isFormToken = (token: string, session: string, given: string): boolean =>
  same(given, formToken(token, session));
