// Pins the contact form's rate limit: like the other public writes (login, register, reset, newsletter), per client
// and email, answered with a 429 envelope; nothing is stored past the limit.
import { Shopper, startApi, type RunningApi } from './support/server.ts';
import { sql } from './support/outbox.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ LOGIN_RATE_MAX: '3' });
});
afterAll(() => api.stop());

const message = (email: string) => ({ name: 'Anna', email, message: 'Is the linen shirt restocked soon?' });
const stored = async (email: string) =>
  (await sql<{ n: number }>(api.database, 'SELECT count(*) AS n FROM contact_message WHERE email = ?', email))[0]?.n;

test('sendContactMessage is rate limited per client and email', async () => {
  const shopper = new Shopper(api.url);
  const email = 'flood@example.com';
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await shopper.call('sendContactMessage', message(email))).status);
  expect(statuses).toEqual([200, 200, 200]);
  const limited = await shopper.call('sendContactMessage', message(email));
  expect(limited.status).toBe(429);
  expect(limited.body).toMatchObject({ success: false, code: 429 });
  expect(await stored(email)).toBe(3);
  // Another shopper's address from the same client is not held up.
  expect((await shopper.call('sendContactMessage', message('someone-else@example.com'))).status).toBe(200);
});
