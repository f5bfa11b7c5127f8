/** @jest-environment node */
// The shell's files as browsers fetch them: the build's compressed copy, revalidation by ETag (304), byte ranges, the
// cache rule by name, and nothing outside the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { cacheControlFor, registerStaticFiles } from './static-files.ts';

const script = 'export const greeting = "hello from the shell";\n'.repeat(40);
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-static-'));
  const root = path.join(dir, 'browser');
  fs.mkdirSync(root);
  fs.writeFileSync(path.join(root, 'main.0123abcd.js'), script);
  fs.writeFileSync(path.join(root, 'main.0123abcd.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(root, 'main.0123abcd.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"shell"}');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var shell;');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside the folder');
  app = Fastify({ logger: false });
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not found'));
  await registerStaticFiles(app, { root, prefix: '/static/shell/' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

test('a hashed script: its bytes, typed, cached for good, with an ETag and a Last-Modified', async () => {
  const response = await get('/static/shell/main.0123abcd.js');
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(script);
  expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers.etag).toMatch(/^(W\/)?".+"$/);
  expect(response.headers['last-modified']).toBeTruthy();
  expect(response.headers['accept-ranges']).toBe('bytes');
});

test('the build’s brotli copy when the client takes it, else its gzip copy, with the original’s type and rule', async () => {
  const br = await get('/static/shell/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
  const gzip = await get('/static/shell/main.0123abcd.js', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
});

test('revalidation with the ETag (or the date) answers 304 with no body; a changed file answers 200', async () => {
  const first = await get('/static/shell/remoteEntry.js');
  expect(first.headers['cache-control']).toBe('no-cache');
  const etag = String(first.headers.etag);
  const again = await get('/static/shell/remoteEntry.js', { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  const byDate = await get('/static/shell/remoteEntry.js', {
    'if-modified-since': String(first.headers['last-modified']),
  });
  expect(byDate.statusCode).toBe(304);
  const file = path.join(dir, 'browser', 'remoteEntry.js');
  fs.writeFileSync(file, 'var shell = 2;');
  fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
  const changed = await get('/static/shell/remoteEntry.js', { 'if-none-match': etag });
  expect(changed.statusCode).toBe(200);
  expect(changed.body).toBe('var shell = 2;');
});

test('a byte range answers 206 with those bytes; one past the end 416', async () => {
  const range = await get('/static/shell/main.0123abcd.js', { range: 'bytes=7-12' });
  expect(range.statusCode).toBe(206);
  expect(range.headers['content-range']).toBe(`bytes 7-12/${Buffer.byteLength(script)}`);
  expect(range.body).toBe(script.slice(7, 13));
  const past = await get('/static/shell/main.0123abcd.js', { range: `bytes=${script.length + 10}-` });
  expect(past.statusCode).toBe(416);
});

test('manifests are never stored; a missing file or a path out of the folder is not found', async () => {
  expect((await get('/static/shell/mf-manifest.json')).headers['cache-control']).toBe('no-store');
  expect((await get('/static/shell/nothing.js')).statusCode).toBe(404);
  for (const url of ['/static/shell/../secret.txt', '/static/shell/%2e%2e/secret.txt', '/static/shell/..%2fsecret.txt'])
    expect((await get(url)).body).not.toContain('outside the folder');
});

test('the cache rule by name', () => {
  expect(cacheControlFor('a/b/main.0123abcd.css')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('registry.json')).toBe('no-store');
  expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
});
