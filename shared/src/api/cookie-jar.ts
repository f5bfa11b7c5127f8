/**
 * The server-side render's cookie jar: a session the api opens during one render is carried by the calls that
 * follow it in the same render, and the browser is sent each cookie once (the latest value), never one per call.
 */

const nameOf = (pair: string): string => pair.slice(0, Math.max(0, pair.indexOf('='))).trim();

/** The `Cookie` header after the api answered `setCookies`: each `name=value` replaces the one of the same name. */
export function mergeSetCookies(cookieHeader: string | undefined, setCookies: readonly string[]): string {
  const pairs = new Map<string, string>();
  for (const pair of (cookieHeader ?? '').split(';')) {
    const name = nameOf(pair);
    if (name) pairs.set(name, pair.trim());
  }
  for (const value of setCookies) {
    const pair = value.split(';')[0]?.trim() ?? '';
    const name = nameOf(pair);
    if (name) pairs.set(name, pair);
  }
  return [...pairs.values()].join('; ');
}

/** Set-Cookie values with only the last one of each cookie name kept (in the order of their last appearance). */
export function lastPerName(setCookies: readonly string[]): string[] {
  const byName = new Map<string, string>();
  for (const value of setCookies) {
    const name = nameOf(value.split(';')[0] ?? '');
    byName.delete(name);
    byName.set(name, value);
  }
  return [...byName.values()];
}
