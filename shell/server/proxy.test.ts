/** @jest-environment node */
// Pins the shell's /api proxy against the real api on loopback: answers pass through as the api gives them, the
// api's early 413 for an oversized body included (not a 502), and an api that cannot be reached is a 502 envelope.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApi, type RunningApi } from '../../api/test/support/server.ts';
import { proxyTo } from './proxy.ts';

// Node's own fetch, taken before the shell's test setup swaps in one that refuses network calls: these are real ones.
const realFetch = globalThis.fetch;
let api: RunningApi;
let shop: http.Server;
let shopUrl: string;
let target: string;

beforeAll(async () => {
  api = await startApi();
  target = api.url;
  shop = http.createServer((req, res) => proxyTo(target, req, res));
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => shop.close(() => resolve()));
  await api.stop();
});

const post = (body: string) =>
  realFetch(`${shopUrl}/api/bootstrap`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

test('passes an answer through', async () => {
  const response = await post('{}');
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, code: 200 });
});

test.each([256 * 1024, 4 * 1024 * 1024])("passes the api's 413 for a %i-byte body through", async (size) => {
  const response = await post(JSON.stringify({ padding: 'x'.repeat(size) }));
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ success: false, message: 'Request body too large' });
});

test('an api that cannot be reached is a 502 envelope', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  target = `http://127.0.0.1:${port}`;
  try {
    const response = await post('{}');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false, code: 502 });
  } finally {
    target = api.url;
  }
});
