// Pins the transport contract: the envelope on every outcome, sessions as HttpOnly cookies, CORS and origin checks.
import { Shopper, startApi, type RunningApi } from './support/server.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ SHOP_ORIGINS: 'http://localhost:8080' });
});
afterAll(() => api.stop());

test('health answers ok', async () => {
  const response = await fetch(`${api.url}/api/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, code: 200, psdata: { status: 'ok' } });
});

test('an unknown call is a 404 envelope', async () => {
  const reply = await new Shopper(api.url).call('doesNotExist', {});
  expect(reply.status).toBe(404);
  expect(reply.body).toEqual({
    success: false,
    code: 404,
    psdata: null,
    message: 'Unknown call: POST /api/doesNotExist',
  });
});

test('malformed JSON is a 400 envelope', async () => {
  const reply = await new Shopper(api.url).call('getProduct', undefined, { raw: '{"product_id": 1' });
  expect(reply.status).toBe(400);
  expect(reply.body.success).toBe(false);
  expect(reply.body.message).toBe('Malformed JSON body');
});

test('a body that is not JSON is refused with 415', async () => {
  const response = await fetch(`${api.url}/api/getProduct`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml' },
    body: '<a/>',
  });
  expect(response.status).toBe(415);
  expect(await response.json()).toMatchObject({ success: false, code: 301 });
});

test('a body that is too large is refused with 413', async () => {
  const reply = await new Shopper(api.url).call('search', { s: 'x'.repeat(70_000) });
  expect(reply.status).toBe(413);
  expect(reply.body.success).toBe(false);
});

test('an empty body counts as an empty object', async () => {
  const reply = await new Shopper(api.url).call('bootstrap', undefined, { raw: '' });
  expect(reply.status).toBe(200);
  expect(reply.body.success).toBe(true);
});

test('the session cookie is HttpOnly, SameSite=Lax, path /, not Secure on http', async () => {
  const reply = await new Shopper(api.url).call('createCartItem', { id_product: 1, qty: 1 });
  const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('sf_session=')) ?? '';
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  expect(cookie).toMatch(/Path=\//);
  expect(cookie).not.toMatch(/Secure/);
});

test('a client with a session cookie keeps the same session', async () => {
  const shopper = new Shopper(api.url);
  await shopper.call('createCartItem', { id_product: 1, qty: 1 });
  const first = shopper.cookie;
  expect(first).toMatch(/^sf_session=/);
  const reply = await shopper.call('createCartItem', { id_product: 1, qty: 1 });
  expect(reply.headers.getSetCookie()).toEqual([]);
  expect(shopper.cookie).toBe(first);
});

test('CORS allows the shop origin with credentials and nobody else', async () => {
  const allowed = await fetch(`${api.url}/api/getProducts`, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
  });
  expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
  expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
  const denied = await fetch(`${api.url}/api/getProducts`, {
    method: 'OPTIONS',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  });
  expect(denied.headers.get('access-control-allow-origin')).toBeNull();
});

test('a write from a foreign origin is refused with 403', async () => {
  const reply = await new Shopper(api.url).call(
    'createCartItem',
    { id_product: 1, qty: 1 },
    { headers: { origin: 'https://evil.example' } },
  );
  expect(reply.status).toBe(403);
  expect(reply.body).toMatchObject({ success: false, code: 403 });
  const fromShop = await new Shopper(api.url).call(
    'createCartItem',
    { id_product: 1, qty: 1 },
    { headers: { origin: 'http://localhost:8080' } },
  );
  expect(fromShop.status).toBe(200);
});

test('an unsupported language falls back to English', async () => {
  const shopper = new Shopper(api.url, 'pl');
  const data = await shopper.ok<{ languages: { current_language: { iso_code: string } } }>('bootstrap', {});
  expect(data.languages.current_language.iso_code).toBe('en');
});
