/** @jest-environment node */
// Pins the shell's /api proxy against the real api on loopback: answers pass through as the api gives them, the
// api's early 413 for an oversized body included (not a 502), and an api that cannot be reached is a 502 envelope;
// a client cannot choose the address its login attempts are counted under, and hop-by-hop headers stop at the proxy.
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { startApi, type RunningApi } from '../../api/test/support/server.ts';
import Fastify from 'fastify';
import { registerApiProxy } from './proxy.ts';

// Node's own fetch, taken before the shell's test setup swaps in one that refuses network calls: these are real ones.
const realFetch = globalThis.fetch;
let api: RunningApi;
let shop: Proxy;
let shopUrl: string;

/** A server on loopback (an upstream standing in for the api); its URL and its server. */
async function listen(handler: http.RequestListener): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The shop's api proxy, as the shell's server registers it, on loopback in front of `apiUrl`. */
async function proxy(apiUrl: string, trustProxy = false): Promise<Proxy> {
  const app = Fastify({ logger: false });
  await registerApiProxy(app, { apiUrl, trustProxy });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}
interface Proxy {
  url: string;
  close: () => Promise<void>;
}

beforeAll(async () => {
  // The login limit as the api ships it: 10 tries per client and email per window.
  api = await startApi({ LOGIN_RATE_MAX: '10' });
  shop = await proxy(api.url);
  shopUrl = shop.url;
}, 60_000);
afterAll(async () => {
  await shop.close();
  await api.stop();
});

const post = (body: string, url = shopUrl) =>
  realFetch(`${url}/api/bootstrap`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

test('passes an answer through', async () => {
  const response = await post('{}');
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, code: 200 });
});

/** A call through the proxy with Node's http client, which decodes nothing: the bytes as the browser receives them. */
function rawCall(name: string, body: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(
      `${shopUrl}/api/${name}`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test("a browser's answer is compressed at the edge, the same JSON; a client that asks for none gets the api's bytes", async () => {
  const listing = JSON.stringify({ id_category: 3 });
  const plain = await rawCall('getProducts', listing);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const products = JSON.parse(plain.body.toString('utf8')) as { psdata: { products: unknown[] } };
  expect(products.psdata.products.length).toBeGreaterThan(0);
  for (const [asked, encoding, decode] of [
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
  ] as const) {
    const packed = await rawCall('getProducts', listing, { 'accept-encoding': asked });
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decode(packed.body).toString('utf8'))).toEqual(products);
  }
  // A small answer (here a refusal) goes as the api sent it: compressing a few hundred bytes gains nothing.
  const small = await rawCall('getProduct', JSON.stringify({ product_id: 999_999 }), { 'accept-encoding': 'br, gzip' });
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.body.length).toBeLessThan(1024);
  expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ success: false });
});

test('a body sent compressed reaches the api as it was sent: the edge compresses answers, it does not unpack bodies', async () => {
  const packed = zlib.gzipSync(JSON.stringify({ id_category: 3 }));
  const direct = await realFetch(`${api.url}/api/getProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    body: packed,
  });
  const proxied = await realFetch(`${shopUrl}/api/getProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    body: packed,
  });
  expect(proxied.status).toBe(direct.status);
  expect(await proxied.json()).toEqual(await direct.json());
});

test.each([256 * 1024, 4 * 1024 * 1024])("passes the api's 413 for a %i-byte body through", async (size) => {
  const response = await post(JSON.stringify({ padding: 'x'.repeat(size) }));
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ success: false, message: 'Request body too large' });
});

test("the rest of a body answered early is drained: the shopper's connection carries their next request", async () => {
  // One kept-alive connection: the second request can only be answered once the shop has read what is left of the
  // first body after answering it 413. (Left unread, the connection stalls and the second request never answers.)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (body: string) =>
    new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
      const request = http.request(
        `${shopUrl}/api/bootstrap`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, socket: request.socket }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  try {
    const refused = await send(JSON.stringify({ padding: 'x'.repeat(4 * 1024 * 1024) }));
    expect(refused.status).toBe(413);
    const next = await send('{}');
    expect(next.status).toBe(200);
    expect(next.socket).toBe(refused.socket);
  } finally {
    agent.destroy();
  }
}, 20_000);

test('an api that cannot be reached is a 502 envelope', async () => {
  // An api that drops every connection unanswered. (A port closed a moment ago is not a sure way: on a busy machine
  // another process may listen there by the time the proxy connects.)
  const dropping = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
  const nowhere = await proxy(`http://127.0.0.1:${(dropping.address() as AddressInfo).port}`);
  try {
    for (const body of ['{}', '']) {
      const response = await post(body, nowhere.url);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ success: false, code: 502 });
    }
  } finally {
    await nowhere.close();
    await new Promise<void>((resolve) => dropping.close(() => resolve()));
  }
}, 20_000);

test('an answer the api cuts short reaches a browser cut short, compressed or not, and the proxy serves the next call', async () => {
  // An api that dies in the middle of an answer: the headers and half the body it announced (or none of it, when the
  // call asks for `/api/empty`), then the socket closed.
  const { url, server } = await listen((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4000', 'set-cookie': 'sid=1' });
    if (!req.url?.endsWith('/empty')) res.write(`{"success":true,"psdata":"${'x'.repeat(1500)}`);
    else res.flushHeaders();
    setTimeout(() => res.socket?.destroy(), 20);
  });
  const cutting = await proxy(url);
  const ask = (headers: http.OutgoingHttpHeaders, call = 'bootstrap') =>
    new Promise<string>((resolve) => {
      const request = http.request(`${cutting.url}/api/${call}`, { method: 'POST', headers }, (answer) => {
        answer.on('data', () => {});
        answer.on('end', () => resolve(answer.complete ? 'whole' : 'cut'));
        answer.on('error', () => resolve('cut'));
        answer.on('aborted', () => resolve('cut'));
      });
      request.on('error', () => resolve('cut'));
      request.end('{}');
    });
  try {
    // Brotli has written nothing when the api dies: without the proxy's own rule, the shop's error page went out whole,
    // labelled Brotli.
    for (const call of ['bootstrap', 'empty'])
      for (const encoding of ['gzip', 'br', 'gzip, deflate, br, zstd', 'identity'])
        expect([call, encoding, await ask({ 'accept-encoding': encoding }, call)]).toEqual([call, encoding, 'cut']);
  } finally {
    await cutting.close();
    await close(server);
  }
  // The proxy in front of the real api still answers.
  expect((await post('{}')).status).toBe(200);
}, 20_000);

/** POSTs to the shop from a given loopback address (each 127.x address is another client), with extra headers. */
function postFrom(
  url: string,
  body: unknown,
  { from = '127.0.0.1', headers = {} }: { from?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...headers } },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** Wrong passwords for `email`, one at a time; each try's status. */
async function guesses(
  url: string,
  email: string,
  tries: number,
  options: (i: number) => Parameters<typeof postFrom>[2],
) {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++)
    statuses.push((await postFrom(`${url}/api/login`, { email, password: `wrong-guess-${i}` }, options(i))).status);
  return statuses;
}

/** Statuses are 401 until the limit, then 429 for good, and the limit came within the api's budget of 10. */
function expectLimitedWithinBudget(statuses: number[]) {
  const first = statuses.indexOf(429);
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(10);
  expect(statuses.slice(0, first).every((status) => status === 401)).toBe(true);
  expect(statuses.slice(first).every((status) => status === 429)).toBe(true);
}

describe('the login limit through the shop', () => {
  // Its own proxy in front of the api, whatever another test points the shared one at.
  let direct: Proxy;
  beforeAll(async () => {
    direct = await proxy(api.url);
  });
  afterAll(() => direct.close());

  test('a new X-Forwarded-For on each try buys no more guesses: the shop sends the api the socket’s address', async () => {
    const statuses = await guesses(direct.url, 'demo@sartorianova.example', 30, (i) => ({
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    }));
    expectLimitedWithinBudget(statuses);
  }, 60_000);

  test('two shoppers behind different addresses keep separate budgets', async () => {
    const email = 'two-shoppers@example.com';
    expectLimitedWithinBudget(await guesses(direct.url, email, 12, () => ({ from: '127.0.0.2' })));
    const other = await postFrom(`${direct.url}/api/login`, { email, password: 'wrong-guess' }, { from: '127.0.0.3' });
    expect(other.status).toBe(401);
  }, 60_000);

  test('behind a trusted proxy (TRUST_PROXY), the address it appended counts, not what the client put before it', async () => {
    const trusted = await proxy(api.url, true);
    try {
      const email = 'behind-a-proxy@example.com';
      // The proxy appends the client it saw; whatever the client sent stays to its left.
      const statuses = await guesses(trusted.url, email, 30, (i) => ({
        headers: { 'x-forwarded-for': `10.9.8.${i + 1}, 198.51.100.7` },
      }));
      expectLimitedWithinBudget(statuses);
      const other = await postFrom(
        `${trusted.url}/api/login`,
        { email, password: 'wrong-guess' },
        { headers: { 'x-forwarded-for': '198.51.100.8' } },
      );
      expect(other.status).toBe(401);
    } finally {
      await trusted.close();
    }
  }, 60_000);
});

test('hop-by-hop headers stop at the proxy, both ways, with those the Connection header names', async () => {
  let received: http.IncomingHttpHeaders = {};
  const upstream = await listen((req, res) => {
    received = req.headers;
    res.writeHead(200, {
      'content-type': 'application/json',
      connection: 'keep-alive, x-upstream-hop',
      'keep-alive': 'timeout=7',
      'x-upstream-hop': 'private to that connection',
      'x-kept': 'yes',
    });
    res.end('{}');
  });
  const ownShop = await proxy(upstream.url);
  try {
    const answer = await postFrom(
      `${ownShop.url}/api/bootstrap`,
      {},
      {
        headers: {
          connection: 'x-client-hop',
          'x-client-hop': 'private to that connection',
          'keep-alive': 'timeout=9',
          te: 'trailers',
          'proxy-authorization': 'Basic c2VjcmV0',
          upgrade: 'websocket',
          'x-forwarded-for': '203.0.113.9',
          'x-kept': 'yes',
        },
      },
    );
    expect(answer.status).toBe(200);
    for (const name of ['x-client-hop', 'keep-alive', 'te', 'proxy-authorization', 'upgrade'])
      expect(received).not.toHaveProperty(name);
    expect(received['x-kept']).toBe('yes');
    expect(received['x-forwarded-for']).toBe('127.0.0.1');
    expect(answer.headers).not.toHaveProperty('x-upstream-hop');
    expect(answer.headers['keep-alive']).not.toBe('timeout=7');
    expect(answer.headers['x-kept']).toBe('yes');
  } finally {
    await ownShop.close();
    await close(upstream.server);
  }
});

test('a body of any type, or of none named, reaches the api as sent; a reply is private unless the api says public', async () => {
  const received: { type?: string; body: string }[] = [];
  const upstream = await listen((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ type: req.headers['content-type'], body });
      res.writeHead(200, { 'cache-control': req.url === '/cms/public' ? 'public, max-age=60' : 'max-age=60' });
      res.end('{}');
    });
  });
  const ownShop = await proxy(upstream.url);
  try {
    const sent = (url: string, init: RequestInit) => realFetch(`${ownShop.url}${url}`, { method: 'POST', ...init });
    const plain = await sent('/api/x', { headers: { 'content-type': 'text/plain' }, body: 'a=1&b=2' });
    expect(plain.headers.get('cache-control')).toBe('private, no-store');
    const untyped = await sent('/cms/public', { body: new Uint8Array(Buffer.from('raw bytes')) });
    expect(untyped.headers.get('cache-control')).toBe('public, max-age=60');
    expect(received).toEqual([
      { type: 'text/plain', body: 'a=1&b=2' },
      { type: undefined, body: 'raw bytes' },
    ]);
  } finally {
    await ownShop.close();
    await close(upstream.server);
  }
});

describe('a call whose connection was dropped before any answer', () => {
  /**
   * An api on loopback that drops the connection of the first `drops` calls it is sent, unanswered (an instance
   * SIGKILLed mid-call), and answers the rest with what it was sent; it counts every call and keeps their bodies.
   */
  async function droppingApi(drops: number, answer = 200) {
    const bodies: string[] = [];
    const upstream = await listen((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        bodies.push(body);
        if (bodies.length <= drops) return void req.socket.destroy();
        res.writeHead(answer, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: answer === 200, code: answer, psdata: { body }, message: 'answered' }));
      });
    });
    return { ...upstream, bodies };
  }

  const key = 'k'.repeat(20);
  test.each([
    ['a read', '/api/getCartItems', '{}'],
    ['an add carrying its key', '/api/createCartItem', JSON.stringify({ id_product: 1, qty: 1, idempotency_key: key })],
    ['an order carrying its key', '/api/createOrder', JSON.stringify({ idempotency_key: key, payment_module: 'x' })],
    ['a value set', '/api/updateCheckoutCarrier', JSON.stringify({ id_carrier: 2 })],
    ['a read with no body', '/cms/getContent', ''],
  ])('%s is sent again, with the same body, and the answer is the shopper’s', async (_what, path, body) => {
    const upstream = await droppingApi(2);
    const ownShop = await proxy(upstream.url);
    try {
      const response = await realFetch(`${ownShop.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ psdata: { body } });
      expect(upstream.bodies).toEqual([body, body, body]);
    } finally {
      await ownShop.close();
      await close(upstream.server);
    }
  });

  test.each([
    ['an add without a key', '/api/createCartItem', JSON.stringify({ id_product: 1, qty: 1 })],
    ['an add with a key the api would refuse', '/api/createCartItem', JSON.stringify({ idempotency_key: 'short' })],
    ['a call that adds a row', '/api/createAddress', JSON.stringify({ alias: 'Home' })],
    ['a login attempt', '/api/login', JSON.stringify({ email: 'a@b.example', password: 'secret-secret' })],
    ['a read whose body is not JSON', '/api/getCartItems', 'a=1'],
  ])('%s is sent once: the shopper gets the 502', async (_what, path, body) => {
    const upstream = await droppingApi(1);
    const ownShop = await proxy(upstream.url);
    try {
      const type = body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded';
      const response = await realFetch(`${ownShop.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ success: false, code: 502 });
      expect(upstream.bodies).toEqual([body]);
    } finally {
      await ownShop.close();
      await close(upstream.server);
    }
  });

  test('an answer is never sent again, a 503 neither; a call dropped three times in a row is a 502', async () => {
    const answering = await droppingApi(0, 503);
    const dropping = await droppingApi(3);
    const [busy, gone] = [await proxy(answering.url), await proxy(dropping.url)];
    try {
      const send = (url: string) =>
        realFetch(`${url}/api/getCartItems`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
      expect((await send(busy.url)).status).toBe(503);
      expect(answering.bodies).toHaveLength(1);
      expect((await send(gone.url)).status).toBe(502);
      expect(dropping.bodies).toHaveLength(3);
    } finally {
      await Promise.all([busy.close(), gone.close()]);
      await Promise.all([close(answering.server), close(dropping.server)]);
    }
  });
});
