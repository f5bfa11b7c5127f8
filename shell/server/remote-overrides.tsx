/**
 * Local remotes inside the real shop (in the spirit of import-map overrides): a developer points their own browser at
 * a locally served build of one remote (`npm run dev -- <remote>`) while everyone else gets the registry's. The
 * choice is a cookie set at `/_dev/remotes`, so it lasts for that browser only; pages read with it render the
 * overridden remote in the browser alone (the server's federation runtime is shared by every shopper and keeps the
 * registry's version). Off unless the shop runs in development or the operator lists the origins it allows, and an
 * entry on any other origin is ignored: the cookie can never make the shop load code from elsewhere.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RemoteName } from '@storefront/shared/remotes';
import { remoteNames, type Registry } from '../src/federation/registry.ts';
import { parseCookies } from '@storefront/shared/config';

export const overridesCookie = 'shell_remote_overrides';
export const overridesPath = '/_dev/remotes';

/** Where `npm run dev -- <remote>` serves each remote's build (scripts/lib/apps.ts `devPorts`). */
const devLoopOrigins = ['http://localhost:4001', 'http://localhost:4002', 'http://localhost:4003'];

export type Overrides = Partial<Record<RemoteName, string>>;

/**
 * The origins a browser may load a remote from instead of the registry's, or null when overrides are off:
 * REMOTE_OVERRIDE_ORIGINS (comma-separated http(s) origins) when the operator sets it, else the dev loop's own
 * origins when SHOP_ENV is development, else none.
 */
export function parseOverrideOrigins(env: NodeJS.ProcessEnv): string[] | null {
  const listed = env.REMOTE_OVERRIDE_ORIGINS?.split(',')
    .map((text) => text.trim())
    .filter(Boolean);
  if (!listed?.length) return env.SHOP_ENV === 'development' ? devLoopOrigins : null;
  return listed.map((text) => {
    const url = URL.canParse(text) ? new URL(text) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, ''))
      throw new Error(`REMOTE_OVERRIDE_ORIGINS lists http(s) origins such as http://localhost:4002, not "${text}"`);
    return url.origin;
  });
}

/** The allowed entries of a cookie value: known remotes, each a remoteEntry.js URL on an allowed origin. */
export function parseOverrides(value: string | undefined, origins: readonly string[]): Overrides {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const overrides: Overrides = {};
  for (const name of remoteNames) {
    const entry = (parsed as Record<string, unknown>)[name];
    if (typeof entry !== 'string' || !URL.canParse(entry)) continue;
    const url = new URL(entry);
    if (origins.includes(url.origin) && url.pathname.endsWith('/remoteEntry.js')) overrides[name] = url.href;
  }
  return overrides;
}

/** The request's overrides (none when they are off). */
export const overridesOf = (req: IncomingMessage, origins: readonly string[] | null): Overrides =>
  origins ? parseOverrides(parseCookies(req.headers.cookie)[overridesCookie], origins) : {};

/** The registry as this browser should see it: the overridden remotes' browser entries replaced. */
export const withOverrides = (registry: Registry, overrides: Overrides): Registry =>
  Object.keys(overrides).length ? { ...registry, overrides } : registry;

function OverridesPage({ origins, overrides }: { origins: readonly string[]; overrides: Overrides }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Local remotes</title>
      </head>
      <body style={{ fontFamily: 'system-ui', maxWidth: '44rem', margin: '2rem auto' }}>
        <h1>Local remotes</h1>
        <p>
          Load a remote from your own dev server (<code>npm run dev -- &lt;remote&gt;</code>) in this browser only;
          everyone else keeps the registry&apos;s version. Allowed origins: {origins.join(', ')}.
        </p>
        <form method="get" action={overridesPath}>
          {remoteNames.map((name) => (
            <p key={name}>
              <label>
                {name}{' '}
                <input
                  type="url"
                  name={name}
                  size={50}
                  defaultValue={overrides[name] ?? ''}
                  placeholder={`${origins[0] ?? 'http://localhost:4001'}/${name}/remoteEntry.js`}
                />
              </label>
            </p>
          ))}
          <button type="submit">Use these</button> <a href={`${overridesPath}?reset=1`}>Use the registry for all</a>
        </form>
      </body>
    </html>
  );
}

/**
 * `GET /_dev/remotes`: the form; with a query, saves the allowed entries it names in the cookie (an empty query
 * value or `reset` removes them) and comes back here. Answers 404 when overrides are off.
 */
export function serveOverridesPage(req: IncomingMessage, res: ServerResponse, origins: readonly string[] | null) {
  if (!origins) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end('Not found');
  }
  const url = new URL(req.url ?? '/', 'http://shop.invalid');
  if (url.search) {
    const chosen = url.searchParams.has('reset')
      ? {}
      : parseOverrides(JSON.stringify(Object.fromEntries(url.searchParams)), origins);
    const cookie = Object.keys(chosen).length
      ? `${overridesCookie}=${encodeURIComponent(JSON.stringify(chosen))}; Path=/; HttpOnly; SameSite=Lax`
      : `${overridesCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
    res.writeHead(303, { location: overridesPath, 'set-cookie': cookie, 'cache-control': 'no-store' });
    return res.end();
  }
  const html = renderToStaticMarkup(<OverridesPage origins={origins} overrides={overridesOf(req, origins)} />);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html>${html}`);
}
