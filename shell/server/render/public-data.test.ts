/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callOf, createPublicDataFetch, isKeptReplyObject } from './public-data.ts';

// The shell's test setup fails any network call (component tests use stubs); this cache talks to a loopback server.
const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = realFetch;
});

/** A loopback api that counts the calls it answers; `reply` decides each answer. */
let served: string[] = [];
/** The cookie each call came with, in order. */
let cookies: (string | undefined)[] = [];
let reply: (call: string) => { status: number; cookie?: string } = () => ({ status: 200 });
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const call = req.url?.split('/').pop() ?? '';
    served.push(call);
    cookies.push(req.headers.cookie);
    const answer = reply(call);
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      ...(answer.cookie ? { 'set-cookie': answer.cookie } : {}),
    });
    res.end(
      JSON.stringify({ success: answer.status === 200, code: answer.status, psdata: { call, body, n: served.length } }),
    );
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  served = [];
  cookies = [];
  reply = () => ({ status: 200 });
});

const post = (fetcher: typeof fetch, call: string, body: object, headers: Record<string, string> = {}) =>
  fetcher(`${base}/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    json: (await response.json()) as { psdata: { n: number } },
  }));

describe('createPublicDataFetch', () => {
  const clock = { now: 0 };
  const make = () => createPublicDataFetch({ ttlMs: 1000, staleMs: 0, maxBytes: 1 << 20, now: () => clock.now });

  it('answers a public call asked again without a cookie from memory, per body and language', async () => {
    const publicFetch = make();
    const first = await post(publicFetch, 'getProducts', { id_category: 3 });
    const again = await post(publicFetch, 'getProducts', { id_category: 3 });
    expect(again).toEqual(first);
    await post(publicFetch, 'getProducts', { id_category: 4 });
    await post(publicFetch, 'getProducts', { id_category: 3 }, { 'accept-language': 'fr' });
    expect(served).toEqual(['getProducts', 'getProducts', 'getProducts']);
  });

  it('asks the api again once the reply is older than its time to live', async () => {
    const publicFetch = make();
    clock.now = 0;
    await post(publicFetch, 'bootstrap', {});
    clock.now = 1001;
    await post(publicFetch, 'bootstrap', {});
    expect(served).toEqual(['bootstrap', 'bootstrap']);
  });

  it('always asks the api for a call with a cookie, or a personal call', async () => {
    const publicFetch = make();
    for (let i = 0; i < 2; i++) {
      await post(publicFetch, 'getProduct', { id: 1 }, { cookie: 'sf_session=abc' });
      await post(publicFetch, 'getCartItems', {});
    }
    // A cookie however its name is written.
    await post(publicFetch, 'getProduct', { id: 1 }, { Cookie: 'sf_session=abc' });
    expect(served).toEqual(['getProduct', 'getCartItems', 'getProduct', 'getCartItems', 'getProduct']);
  });

  it('answers a call that reads nothing of the shopper from memory with a cookie too, asked without it', async () => {
    const publicFetch = make();
    const guest = await post(publicFetch, 'bootstrap', {});
    const shopper = await post(publicFetch, 'bootstrap', {}, { cookie: 'sf_session=abc' });
    expect(shopper).toEqual(guest);
    const other = await post(publicFetch, 'bootstrap', {}, { cookie: 'sf_session=xyz', 'accept-language': 'fr' });
    expect(other.json.psdata.n).toBe(2);
    expect(served).toEqual(['bootstrap', 'bootstrap']);
    // The api never saw a session on them: what is kept is the guest's reply.
    expect(cookies).toEqual([undefined, undefined]);
  });

  it("notes every object of a kept reply's body (what renders may write once), and none of one not kept", async () => {
    const publicFetch = make();
    const kept = (await post(publicFetch, 'getProducts', { id_category: 3 })).json;
    expect([kept, kept.psdata].every(isKeptReplyObject)).toBe(true);
    reply = () => ({ status: 200, cookie: 'sf_session=new' });
    const opened = (await post(publicFetch, 'getProducts', { id_category: 4 })).json;
    reply = () => ({ status: 500 });
    const failed = (await post(publicFetch, 'getProducts', { id_category: 5 })).json;
    expect([opened, opened.psdata, failed, failed.psdata].some(isKeptReplyObject)).toBe(false);
    expect(isKeptReplyObject({ psdata: {} })).toBe(false);
  });

  it('notes nothing of a reply larger than the whole cache, which it asks for again', async () => {
    const small = createPublicDataFetch({ ttlMs: 1000, staleMs: 0, maxBytes: 100, now: () => clock.now });
    const first = (await post(small, 'getProducts', { id_category: 3 })).json;
    const again = (await post(small, 'getProducts', { id_category: 3 })).json;
    expect(served).toEqual(['getProducts', 'getProducts']);
    expect([first, again].some(isKeptReplyObject)).toBe(false);
  });

  it('never keeps maintenance, an error or a reply that opened a session', async () => {
    const publicFetch = make();
    for (const answer of [{ status: 503 }, { status: 500 }, { status: 200, cookie: 'sf_session=new; Path=/' }]) {
      reply = () => answer;
      served = [];
      const replies = [
        await post(publicFetch, 'getContent', { slug: 'about-us' }),
        await post(publicFetch, 'getContent', { slug: 'about-us' }),
      ];
      expect(replies.map((r) => r.status)).toEqual([answer.status, answer.status]);
      expect(served).toEqual(['getContent', 'getContent']);
    }
  });

  it('parses a kept reply once: every render reads the same read-only object, and its text is still the reply', async () => {
    const publicFetch = make();
    const ask = () =>
      publicFetch(`${base}/getCategory`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ id_category: 3 }),
      });
    const first = (await (await ask()).json()) as { psdata: { call: string; n: number } };
    const second = (await (await ask()).json()) as { psdata: { call: string; n: number } };
    expect(second).toBe(first);
    // One Response for the reply, whose status and headers every call reads.
    const [one, other] = [await ask(), await ask()];
    expect(other).toBe(one);
    expect([one.status, one.headers.get('content-type'), one.headers.getSetCookie()]).toEqual([
      200,
      'application/json',
      [],
    ]);
    expect(first.psdata.call).toBe('getCategory');
    expect(() => {
      first.psdata.n = 99;
    }).toThrow(TypeError);
    expect(JSON.parse(await (await ask()).text())).toEqual(first);
    expect(served).toEqual(['getCategory']);
  });
});

describe('callOf', () => {
  it('reads the call an api URL names as the URL’s own path would', () => {
    for (const url of [
      'http://127.0.0.1:3000/api/getProducts',
      'http://localhost:8080/api/bootstrap?x=1#top',
      'https://shop.example/api/v2/getCartItems',
      'http://localhost:8080/api/',
      'http://localhost:8080',
    ])
      expect(callOf(url)).toBe(new URL(url).pathname.split('/').pop());
  });
});
