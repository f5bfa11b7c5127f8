// Pins the VIES client against a fake VIES on loopback: a registered number, an unknown one, and every way of not
// getting an answer (timeout, 5xx, the member state's register down, a dropped connection) read as "unavailable";
// definite answers are cached for their TTL, unavailability never is.
import { FAKE_VAT, startFakeVies, type FakeVies } from '../../test/support/fake-vies.ts';
import { createViesClient, readViesReply } from './vies-client.ts';

let vies: FakeVies;
beforeAll(async () => {
  vies = await startFakeVies();
});
afterAll(() => vies.close());
beforeEach(() => {
  vies.asked.length = 0;
});

const client = (cacheTtlMs = 60_000) => createViesClient({ url: vies.url, timeoutMs: 300, cacheTtlMs });

test('a registered number is valid, an unknown one invalid; the request is VIES’s shape', async () => {
  const check = client();
  expect(await check.check(FAKE_VAT.registered)).toBe('valid');
  expect(await check.check(FAKE_VAT.unknown)).toBe('invalid');
  expect(vies.asked).toEqual([FAKE_VAT.registered, FAKE_VAT.unknown]);
});

test.each([
  ['no answer within the timeout', FAKE_VAT.slow],
  ['a 500', FAKE_VAT.serverError],
  ["the member state's register down", FAKE_VAT.memberStateDown],
  ['a dropped connection', FAKE_VAT.dropped],
])('%s is "unavailable", and is asked again next time', async (_case, vat) => {
  const check = client();
  const started = Date.now();
  expect(await check.check(vat)).toBe('unavailable');
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await check.check(vat)).toBe('unavailable');
  expect(vies.asked).toEqual([vat, vat]);
});

test('nothing listening is "unavailable"', async () => {
  const gone = await startFakeVies();
  await gone.close();
  const check = createViesClient({ url: gone.url, timeoutMs: 300, cacheTtlMs: 60_000 });
  expect(await check.check(FAKE_VAT.registered)).toBe('unavailable');
});

test('definite answers come from the cache until their TTL ends', async () => {
  const check = client(200);
  expect(await check.check(FAKE_VAT.registered)).toBe('valid');
  expect(await check.check('de111111111')).toBe('valid');
  expect(await check.check(FAKE_VAT.unknown)).toBe('invalid');
  expect(await check.check(FAKE_VAT.unknown)).toBe('invalid');
  expect(vies.asked).toEqual([FAKE_VAT.registered, FAKE_VAT.unknown]);
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(await check.check(FAKE_VAT.registered)).toBe('valid');
  expect(vies.asked).toEqual([FAKE_VAT.registered, FAKE_VAT.unknown, FAKE_VAT.registered]);
});

test('reading replies: only a clear yes or no counts', () => {
  expect(readViesReply(200, { valid: true, userError: 'VALID' })).toBe('valid');
  expect(readViesReply(200, { valid: false, userError: 'INVALID' })).toBe('invalid');
  expect(readViesReply(200, { valid: false })).toBe('invalid');
  expect(readViesReply(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] })).toBe('invalid');
  expect(readViesReply(200, { valid: false, userError: 'MS_UNAVAILABLE' })).toBe('unavailable');
  expect(readViesReply(200, { valid: false, userError: 'MS_MAX_CONCURRENT_REQ' })).toBe('unavailable');
  expect(readViesReply(200, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] })).toBe(
    'unavailable',
  );
  expect(readViesReply(503, { valid: true })).toBe('unavailable');
  expect(readViesReply(200, null)).toBe('unavailable');
  expect(readViesReply(200, 'valid')).toBe('unavailable');
});
