/**
 * `/_release` on the shell's server: the release view (view.tsx) behind RELEASE_TOKEN, and its moves, made by the
 * release library's own functions (releases.ts) as the CLI makes them, `by: 'release-view'`. Without the token set the
 * routes answer 404 as any unknown path; without a session, 401 and the login form. Never cached, never indexed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from '@storefront/shared/config';
import type { RemoteName } from '@storefront/shared/remotes';
import { remoteNames } from '../../src/federation/registry.ts';
import { readHealth } from '../slot-health.ts';
import { formToken, isFormToken, isReleaseToken, isSession, newSession, releaseCookie, sessionMs } from './access.ts';
import { abort, canary, describeEvent, lastEvents, listVersions, promote, readRegistry, rollback } from './releases.ts';
import {
  actPath,
  ConfirmPage,
  confirmPath,
  LoginPage,
  loginPath,
  ReleaseView,
  releasePath,
  renderPage,
  type Move,
  type RemoteView,
} from './view.tsx';

export interface ReleaseViewOptions {
  /** RELEASE_TOKEN; none: the view does not exist. */
  token?: string;
  deployRoot: string;
  /** Marks the session cookie Secure (the shop is served over https). */
  secureCookie: boolean;
  /** Sets the page's security headers (the shop's policy, with a nonce): the view runs no script at all. */
  secure: (res: ServerResponse) => void;
}

const hourMs = 60 * 60_000;
/** The largest form the view sends is a few hundred bytes. */
const maxBody = 4096;

function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > maxBody) {
        resolve(null);
        req.destroy();
      }
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

/** A move named by a form's fields, or null for anything else. */
function moveOf(fields: URLSearchParams): Move | null {
  const app = fields.get('app') as RemoteName;
  const version = fields.get('version') ?? '';
  if (!remoteNames.includes(app) || !version) return null;
  switch (fields.get('action')) {
    case 'canary': {
      const percent = Number(fields.get('percent'));
      return Number.isFinite(percent) ? { action: 'canary', app, version, percent } : null;
    }
    case 'promote':
      return { action: 'promote', app, version };
    case 'abort':
      return { action: 'abort', app, version };
    case 'rollback':
      return { action: 'rollback', app, version };
    default:
      return null;
  }
}

export function registerReleaseView(app: FastifyInstance, options: ReleaseViewOptions): void {
  const { token, deployRoot } = options;

  const send = (reply: FastifyReply, status: number, html: string) => {
    reply.hijack();
    const res = reply.raw;
    options.secure(res);
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    });
    res.end(html);
  };
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain').send('Not found');
  const sessionOf = (request: FastifyRequest): string | null => {
    const value = parseCookies(request.headers.cookie)[releaseCookie];
    return token && value && isSession(token, value) ? value : null;
  };

  async function remotesNow(now: number): Promise<RemoteView[]> {
    const registry = readRegistry(deployRoot);
    const health = await readHealth(deployRoot, { sinceMs: now - hourMs });
    return remoteNames.map((name) => {
      const versions = listVersions(deployRoot, name);
      return {
        app: name,
        entry: registry?.remotes[name],
        versions,
        events: lastEvents(deployRoot, name, 5),
        health: Object.fromEntries(versions.map(({ version }) => [version, health[`${name}@${version}`]])),
      };
    });
  }

  const view = async (reply: FastifyReply, status: number, said: { done?: string; problem?: string } = {}) => {
    const now = Date.now();
    send(reply, status, renderPage(<ReleaseView remotes={await remotesNow(now)} now={now} {...said} />));
  };

  app.get(releasePath, async (request, reply) => {
    if (!token) return notFound(reply);
    if (!sessionOf(request)) return send(reply, 401, renderPage(<LoginPage wrong={false} />));
    // After a move (303 here), its line of the history, said once.
    const done = new URL(request.url, 'http://shop.invalid').searchParams.get('done') as RemoteName | null;
    const [last] = done && remoteNames.includes(done) ? lastEvents(deployRoot, done, 1) : [];
    return view(reply, 200, last ? { done: `Done: ${describeEvent(last)}` } : {});
  });

  app.post(loginPath, async (request, reply) => {
    if (!token) return notFound(reply);
    const fields = await readForm(request.raw);
    if (!fields || !isReleaseToken(token, fields.get('token') ?? ''))
      return send(reply, 401, renderPage(<LoginPage wrong />));
    const cookie = [
      `${releaseCookie}=${newSession(token)}`,
      `Path=${releasePath}`,
      `Max-Age=${sessionMs / 1000}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(options.secureCookie ? ['Secure'] : []),
    ].join('; ');
    return reply
      .code(303)
      .header('set-cookie', cookie)
      .header('location', releasePath)
      .header('cache-control', 'no-store')
      .send();
  });

  // The confirmation step: a page that names the move and asks for it; nothing changes until it is posted.
  app.get(confirmPath, async (request, reply) => {
    if (!token) return notFound(reply);
    const session = sessionOf(request);
    if (!session) return send(reply, 401, renderPage(<LoginPage wrong={false} />));
    const move = moveOf(new URL(request.url, 'http://shop.invalid').searchParams);
    if (!move) return view(reply, 400, { problem: 'That move is not one the view knows.' });
    return send(reply, 200, renderPage(<ConfirmPage move={move} form={formToken(token, session)} />));
  });

  app.post(actPath, async (request, reply) => {
    if (!token) return notFound(reply);
    const session = sessionOf(request);
    if (!session) return send(reply, 401, renderPage(<LoginPage wrong={false} />));
    const fields = await readForm(request.raw);
    // A form from another page (another site's, or an old session's) moves nothing.
    if (!fields || !isFormToken(token, session, fields.get('form') ?? ''))
      return view(reply, 403, { problem: 'That form has expired: make the move again from this page.' });
    const move = moveOf(fields);
    if (!move) return view(reply, 400, { problem: 'That move is not one the view knows.' });
    const by = 'release-view';
    try {
      if (move.action === 'canary') canary(deployRoot, move.app, { version: move.version, percent: move.percent, by });
      else if (move.action === 'promote') promote(deployRoot, move.app, { by, version: move.version });
      else if (move.action === 'abort') abort(deployRoot, move.app, { by, version: move.version });
      else rollback(deployRoot, move.app, { to: move.version, by });
    } catch (error) {
      return view(reply, 409, { problem: error instanceof Error ? error.message : String(error) });
    }
    return reply
      .code(303)
      .header('location', `${releasePath}?done=${move.app}`)
      .header('cache-control', 'no-store')
      .send();
  });
}
