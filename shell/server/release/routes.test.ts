/** @jest-environment node */
// The release view's guard and its moves, on a real Fastify server over a temporary deploy root: 404 without a token
// configured, 401 without a session, a signed session cookie, a move refused without the session's form token and made
// by the release library with it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerReleaseView } from './routes.tsx';

const token = 'a-release-token-for-tests';
let deployRoot: string;
let app: FastifyInstance;

const entry = (version: string) => ({
  version,
  browser: `http://cdn.test/catalog/${version}/mf-manifest.json`,
  server: `http://cdn.test/catalog/${version}/server/remoteEntry.js`,
  integrity: {},
});

async function server(configured: string | undefined, secureCookie = false) {
  app = Fastify({ logger: false });
  // As the shell's server has it: no body is parsed before a route reads it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  registerReleaseView(app, { token: configured, deployRoot, secureCookie, secure: () => undefined });
  await app.ready();
}

beforeEach(() => {
  deployRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-release-view-'));
  const since = new Date().toISOString();
  fs.writeFileSync(
    path.join(deployRoot, 'registry.json'),
    JSON.stringify({
      remotes: { catalog: { ...entry('1-stable'), canary: { ...entry('2-canary'), percent: 20, since } } },
    }),
  );
});
afterEach(async () => {
  await app.close();
  fs.rmSync(deployRoot, { recursive: true, force: true });
});

/** A form post's headers and body, with the session cookie when one is given. */
const form = (fields: Record<string, string>, cookie?: string) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  payload: new URLSearchParams(fields).toString(),
});

async function signedIn(): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/_release/login', ...form({ token }) });
  return String(login.headers['set-cookie']).split(';')[0]!;
}

test('without RELEASE_TOKEN the view does not exist', async () => {
  await server(undefined);
  expect((await app.inject('/_release')).statusCode).toBe(404);
  expect((await app.inject({ method: 'POST', url: '/_release/login', ...form({ token }) })).statusCode).toBe(404);
});

test('without a session: 401 and the login form, never cached nor indexed; a wrong token stays out', async () => {
  await server(token);
  const page = await app.inject('/_release');
  expect(page.statusCode).toBe(401);
  expect(page.headers).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' });
  expect(page.body).toContain('<label for="release-token">Release token</label>');
  expect(page.body).toMatch(/<input id="release-token" type="password" [^>]*name="token"\/>/);
  expect(page.body).not.toContain('2-canary');
  const wrong = await app.inject({ method: 'POST', url: '/_release/login', ...form({ token: `${token}x` }) });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.headers['set-cookie']).toBeUndefined();
});

test('the token gives a session cookie only the view receives, Secure on an https shop', async () => {
  await server(token, true);
  const login = await app.inject({ method: 'POST', url: '/_release/login', ...form({ token }) });
  expect(login.statusCode).toBe(303);
  expect(login.headers.location).toBe('/_release');
  expect(login.headers['set-cookie']).toMatch(
    /^shell_release=[^;]+; Path=\/_release; Max-Age=28800; HttpOnly; SameSite=Strict; Secure$/,
  );
  const page = await app.inject({ url: '/_release', headers: { cookie: await signedIn() } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Running: canary 2-canary for 20 % of shoppers since');
});

test("a move is made only with the session's form token, by the release library", async () => {
  await server(token);
  const cookie = await signedIn();
  const confirm = await app.inject({
    url: '/_release/confirm?action=abort&app=catalog&version=2-canary',
    headers: { cookie },
  });
  expect(confirm.statusCode).toBe(200);
  expect(confirm.body).toContain('End the canary catalog 2-canary: every shopper gets the stable version again.');
  const formToken = /name="form" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
  const move = { action: 'abort', app: 'catalog', version: '2-canary' };

  const forged = await app.inject({
    method: 'POST',
    url: '/_release/act',
    ...form({ ...move, form: 'x' }, cookie),
  });
  expect(forged.statusCode).toBe(403);
  const anonymous = await app.inject({ method: 'POST', url: '/_release/act', ...form({ ...move, form: formToken }) });
  expect(anonymous.statusCode).toBe(401);
  const registry = () => JSON.parse(fs.readFileSync(path.join(deployRoot, 'registry.json'), 'utf8'));
  expect(registry().remotes.catalog.canary.version).toBe('2-canary');

  const made = await app.inject({
    method: 'POST',
    url: '/_release/act',
    ...form({ ...move, form: formToken }, cookie),
  });
  expect(made.statusCode).toBe(303);
  expect(made.headers.location).toBe('/_release?done=catalog');
  expect(registry().remotes.catalog).toEqual(entry('1-stable'));
  const after = await app.inject({ url: '/_release?done=catalog', headers: { cookie } });
  expect(after.body).toMatch(/<p role="status">Done: \S+Z abort 2-canary by release-view<\/p>/);

  // The same move again: refused with the library's reason.
  const again = await app.inject({
    method: 'POST',
    url: '/_release/act',
    ...form({ ...move, form: formToken }, cookie),
  });
  expect(again.statusCode).toBe(409);
  expect(again.body).toContain('<p role="alert">catalog has no canary running.</p>');
});
