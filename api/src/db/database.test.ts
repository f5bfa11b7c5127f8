// What the api counts as "the database cannot be reached now" (a 503 to retry, and a connection asked for again),
// against a real PostgreSQL in api/test/postgres-only/restart.test.ts; here the shapes no test server can produce.
import { isDatabaseUnavailable } from './database.ts';

/** A socket error as Node's net module makes it. */
const socketError = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code}`), { code, errno: -1, syscall });

test('a connection that cannot be opened now is unavailable: no socket file, no route, no answer, no name yet', () => {
  for (const code of ['ENOENT', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNREFUSED'])
    expect([code, isDatabaseUnavailable(socketError(code, 'connect'))]).toEqual([code, true]);
});

test('the same codes elsewhere are errors of the call, not of the database', () => {
  expect(isDatabaseUnavailable(socketError('ENOENT', 'open'))).toBe(false);
  expect(isDatabaseUnavailable(socketError('ETIMEDOUT', 'read'))).toBe(false);
  expect(isDatabaseUnavailable(Object.assign(new Error('no such file'), { code: 'ENOENT' }))).toBe(false);
  expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  expect(isDatabaseUnavailable(undefined)).toBe(false);
});

test('PostgreSQL shutting down or starting, and a connection it cut, are unavailable', () => {
  expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(
    true,
  );
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
});
