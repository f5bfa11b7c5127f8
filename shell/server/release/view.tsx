/**
 * The release view's pages, rendered on the server without any script: the login form, the view of every remote
 * (stable and canary, every published version with its time and its failures of the last hour, the last moves) with
 * a form per move, and the confirmation step each move goes through. An operator's page, in English like the CLI and
 * the server's logs it sits beside (shoppers never reach it: it is not linked, not indexed, and refused without the
 * token); plain forms, so every move works by keyboard and with scripts off.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RemoteName } from '@storefront/shared/remotes';
import type { VersionHealth } from '../slot-health.ts';
import {
  describeCanary,
  describeEvent,
  type CanaryEntry,
  type ReleaseEvent,
  type RemoteEntry,
  type PublishedVersion,
} from './releases.ts';

export const releasePath = '/_release';
export const confirmPath = `${releasePath}/confirm`;
export const actPath = `${releasePath}/act`;
export const loginPath = `${releasePath}/login`;

export type Move =
  | { action: 'canary'; app: RemoteName; version: string; percent: number }
  | { action: 'promote'; app: RemoteName; version: string }
  | { action: 'abort'; app: RemoteName; version: string }
  | { action: 'rollback'; app: RemoteName; version: string };

export interface RemoteView {
  app: RemoteName;
  entry?: RemoteEntry;
  versions: (PublishedVersion & { current: boolean; canary?: CanaryEntry })[];
  events: ReleaseEvent[];
  /** Version → its counts over the last hour. */
  health: Record<string, VersionHealth | undefined>;
}

const styles = `
body { font: 16px/1.5 system-ui, sans-serif; color: #1c1c1e; max-width: 64rem; margin: 1.5rem auto; padding: 0 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #c7c7cc; vertical-align: middle; }
section { margin-block: 2rem; }
form.inline { display: inline; }
button { font: inherit; padding: .25rem .75rem; }
:focus-visible { outline: 3px solid #0050b3; outline-offset: 2px; }
[role=alert] { color: #a4000f; font-weight: 600; }
svg { vertical-align: middle; background: #f2f2f7; }
`;

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: styles }} />
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

export const renderPage = (page: ReactNode): string => `<!doctype html>${renderToStaticMarkup(page)}`;

export function LoginPage({ wrong }: { wrong: boolean }) {
  return (
    <Page title="Releases: sign in">
      {wrong && <p role="alert">That is not the release token.</p>}
      <form method="post" action={loginPath}>
        <p>
          <label htmlFor="release-token">Release token</label>{' '}
          <input id="release-token" name="token" type="password" autoComplete="current-password" required />
        </p>
        <button type="submit">Sign in</button>
      </form>
    </Page>
  );
}

const minuteMs = 60_000;

/** Failures per hundred views in each minute of the last hour, as bars (an empty minute shows no bar). */
function FailureChart({ health, now, label }: { health?: VersionHealth; now: number; label: string }) {
  const minutes = health?.perMinute ?? [];
  const rates = minutes.map((minute) => ({
    at: Date.parse(minute.minute),
    rate: minute.views ? (minute.failures * 100) / minute.views : 0,
  }));
  const highest = Math.max(0, ...rates.map((entry) => entry.rate));
  const scale = Math.max(5, highest);
  const start = now - (now % minuteMs) - 59 * minuteMs;
  const summary = health
    ? `${label}: failure rate per minute over the last hour, highest ${Number(highest.toFixed(2))} %`
    : `${label}: no page views in the last hour`;
  return (
    <svg role="img" aria-label={summary} width="120" height="24" viewBox="0 0 120 24">
      {rates
        .filter((entry) => entry.at >= start)
        .map((entry) => {
          const height = Math.max(1, (Math.min(entry.rate, scale) / scale) * 24);
          const x = ((entry.at - start) / minuteMs) * 2;
          return <rect key={entry.at} x={x} y={24 - height} width="2" height={height} fill="#a4000f" />;
        })}
    </svg>
  );
}

const rateText = (health?: VersionHealth) =>
  health && health.views
    ? `${Number(((health.failures * 100) / health.views).toFixed(2))} % of ${health.views} views`
    : 'no views';

/** A form that leads to the confirmation step of a move (nothing changes until it is confirmed). */
function MoveForm({
  move,
  label,
  children,
}: {
  move: Omit<Move, 'version' | 'percent'>;
  label: string;
  children?: ReactNode;
}) {
  return (
    <form method="get" action={confirmPath} className="inline">
      <input type="hidden" name="action" value={move.action} />
      <input type="hidden" name="app" value={move.app} />
      {children}
      <button type="submit">{label}</button>
    </form>
  );
}

function RemoteSection({ remote, now }: { remote: RemoteView; now: number }) {
  const { app, entry, versions } = remote;
  const canary = entry?.canary;
  const others = versions.filter((version) => !version.current && !version.canary);
  return (
    <section aria-labelledby={`release-${app}`}>
      <h2 id={`release-${app}`}>{app}</h2>
      <p>
        Stable: {entry?.version ?? 'none'}. {canary ? `Running: ${describeCanary(canary)}.` : 'No canary running.'}
      </p>
      {canary ? (
        <p>
          <MoveForm move={{ action: 'promote', app }} label={`Promote ${canary.version}…`}>
            <input type="hidden" name="version" value={canary.version} />
          </MoveForm>{' '}
          <MoveForm move={{ action: 'abort', app }} label={`Abort ${canary.version}…`}>
            <input type="hidden" name="version" value={canary.version} />
          </MoveForm>
        </p>
      ) : (
        others.length > 0 && (
          <MoveForm move={{ action: 'canary', app }} label="Start canary…">
            <label htmlFor={`canary-version-${app}`}>Canary version</label>{' '}
            <select id={`canary-version-${app}`} name="version" defaultValue={others.at(-1)?.version}>
              {others.map((version) => (
                <option key={version.version} value={version.version}>
                  {version.version}
                </option>
              ))}
            </select>{' '}
            <label htmlFor={`canary-percent-${app}`}>Share of shoppers (%)</label>{' '}
            <input
              id={`canary-percent-${app}`}
              name="percent"
              type="number"
              min="1"
              max="99"
              step="1"
              defaultValue="10"
              required
            />{' '}
          </MoveForm>
        )
      )}
      <table>
        <caption>Published versions of {app}, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Published</th>
            <th scope="col">Serves</th>
            <th scope="col">Failures in the last hour</th>
            <th scope="col">Move</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => {
            const health = remote.health[version.version];
            return (
              <tr key={version.version}>
                <th scope="row">{version.version}</th>
                <td>
                  <time dateTime={version.publishedAt}>{version.publishedAt}</time>
                </td>
                <td>
                  {version.current ? 'stable' : version.canary ? `canary, ${version.canary.percent} %` : 'nobody'}
                </td>
                <td>
                  <FailureChart health={health} now={now} label={`${app} ${version.version}`} /> {rateText(health)}
                </td>
                <td>
                  {!version.current && (
                    <MoveForm move={{ action: 'rollback', app }} label={`Roll back to ${version.version}…`}>
                      <input type="hidden" name="version" value={version.version} />
                    </MoveForm>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {remote.events.length > 0 && (
        <>
          <h3>Last moves of {app}</h3>
          <ol reversed>
            {remote.events.toReversed().map((event) => (
              <li key={`${event.at}-${event.action}`}>{describeEvent(event)}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

export function ReleaseView({
  remotes,
  now,
  done,
  problem,
}: {
  remotes: RemoteView[];
  now: number;
  /** The move just made, said once after it. */
  done?: string;
  problem?: string;
}) {
  return (
    <Page title="Releases">
      {problem && <p role="alert">{problem}</p>}
      {done && <p role="status">{done}</p>}
      <p>
        Every move here is the release CLI&apos;s (<code>npm run release</code>) and lands in the same history. A canary
        is aborted by itself when its failure rate passes the stable version&apos;s by the set margin.
      </p>
      {remotes.map((remote) => (
        <RemoteSection key={remote.app} remote={remote} now={now} />
      ))}
    </Page>
  );
}

/** What confirming a move does, in one sentence. */
export function describeMove(move: Move): string {
  switch (move.action) {
    case 'canary':
      return `Serve ${move.app} ${move.version} to ${move.percent} % of shoppers, beside the stable version.`;
    case 'promote':
      return `Make ${move.app} ${move.version} the stable version for every shopper.`;
    case 'abort':
      return `End the canary ${move.app} ${move.version}: every shopper gets the stable version again.`;
    case 'rollback':
      return `Point ${move.app} at ${move.version} for every shopper (a running canary ends).`;
  }
}

export function ConfirmPage({ move, form }: { move: Move; form: string }) {
  return (
    <Page title="Confirm the move">
      <p>{describeMove(move)}</p>
      <form method="post" action={actPath}>
        <input type="hidden" name="form" value={form} />
        {Object.entries(move).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
        <button type="submit" autoFocus>
          Confirm
        </button>{' '}
        <a href={releasePath}>Cancel</a>
      </form>
    </Page>
  );
}
