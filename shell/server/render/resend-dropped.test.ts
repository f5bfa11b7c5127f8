/**
 * @jest-environment node
 *
 * A render's api call dropped before any answer is sent once more (resend-dropped.ts), against a real server on
 * loopback that drops the connections it is told to.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { droppedBeforeAnswer, resendingDropped } from './resend-dropped.ts';

// The shell's test setup fails any network call (component tests use stubs); these talk to a server on loopback.
const realFetch = globalThis.fetch;

let server: http.Server;
let url = '';
/** What the server does with each request, in turn: drop its connection, or answer with that status. */
let plan: ('drop' | number)[] = [];
let bodies: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      bodies.push(body);
      const next = plan.shift() ?? 200;
      if (next === 'drop') return void req.socket.destroy();
      res.writeHead(next, { 'content-type': 'application/json' }).end(JSON.stringify({ status: next }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/getCartItems`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  plan = [];
  bodies = [];
});

const call = (fetchFn: typeof fetch, init: RequestInit = {}) =>
  fetchFn(url, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' }, ...init });

test('a call whose connection is dropped before any answer fails as dropped without it', async () => {
  plan = ['drop'];
  const failure: unknown = await call(realFetch).then(
    () => null,
    (error: unknown) => error,
  );
  expect(droppedBeforeAnswer(failure)).toBe(true);
  expect(bodies).toHaveLength(1);
});

test('is sent once more, with its body, and answered', async () => {
  plan = ['drop', 200];
  const response = await call(resendingDropped(() => realFetch));
  expect(response.status).toBe(200);
  expect(bodies).toEqual(['{"a":1}', '{"a":1}']);
  // A Request is copied before it is sent, its body with it.
  plan = ['drop', 200];
  bodies = [];
  const request = new Request(url, { method: 'POST', body: '{"b":2}' });
  expect((await resendingDropped(() => realFetch)(request)).status).toBe(200);
  expect(bodies).toEqual(['{"b":2}', '{"b":2}']);
});

test('only once: a second drop fails the call', async () => {
  plan = ['drop', 'drop', 200];
  await expect(call(resendingDropped(() => realFetch))).rejects.toThrow('fetch failed');
  expect(bodies).toHaveLength(2);
});

test('an answer is never sent again, a 5xx neither, nor an aborted call', async () => {
  plan = [503];
  expect((await call(resendingDropped(() => realFetch))).status).toBe(503);
  expect(bodies).toHaveLength(1);
  const aborted = new AbortController();
  aborted.abort();
  await expect(
    call(
      resendingDropped(() => realFetch),
      { signal: aborted.signal },
    ),
  ).rejects.toMatchObject({ name: 'AbortError' });
  expect(droppedBeforeAnswer(new DOMException('aborted', 'AbortError'))).toBe(false);
});
