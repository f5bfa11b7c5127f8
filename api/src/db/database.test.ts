// What the api counts as "the database cannot be reached now" (a 503 to retry, and a connection asked for again),
// against a real PostgreSQL in api/test/postgres-only/restart.test.ts; here the shapes no test server can produce.
import { createServer } from 'node:net';
import { isDatabaseUnavailable, openDatabase } from './database.ts';

/** A socket error as Node's net module makes it. */
const socketError = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code}`), { code, errno: -1, syscall });

test('a connection that cannot be opened now is unavailable: no socket file, no route, no answer, no name yet', () => {
  for (const code of ['ENOENT', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNREFUSED'])
    expect([code, isDatabaseUnavailable(socketError(code, 'connect'))]).toEqual([code, true]);
  // The resolver's "try again" names its own call.
  expect(isDatabaseUnavailable(socketError('EAI_AGAIN', 'getaddrinfo'))).toBe(true);
  expect(isDatabaseUnavailable(socketError('ENOTFOUND', 'getaddrinfo'))).toBe(false);
});

test('a host tried at several addresses is out of reach when each of them is', () => {
  // As Node throws it when every address of a name failed: the first one's code, no call of its own.
  const together = (...errors: Error[]) =>
    Object.assign(new AggregateError(errors, ''), { code: (errors[0] as { code?: string }).code });
  expect(
    isDatabaseUnavailable(together(socketError('EHOSTUNREACH', 'connect'), socketError('ETIMEDOUT', 'connect'))),
  ).toBe(true);
  expect(
    isDatabaseUnavailable(together(socketError('ECONNREFUSED', 'connect'), socketError('ECONNREFUSED', 'connect'))),
  ).toBe(true);
  expect(
    isDatabaseUnavailable(together(socketError('ECONNREFUSED', 'connect'), new Error('certificate rejected'))),
  ).toBe(false);
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

test('a database out of reach past the patience fails its calls as unavailable and says so in the log, once', async () => {
  const server = createServer();
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  await new Promise((resolve) => server.close(resolve));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const url = `postgres://shop@127.0.0.1:${port}/shop`;
    const failures = await Promise.all(
      [1, 2].map(() =>
        openDatabase({ file: ':memory:', url, poolSize: 1 }).then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    );
    expect(failures.map((failure) => isDatabaseUnavailable(failure))).toEqual([true, true]);
    const said = warn.mock.calls.filter(([line]) => String(line).includes('no database connection'));
    expect(said).toHaveLength(1);
    expect(String(said[0]?.[0])).toContain('ECONNREFUSED');
  } finally {
    warn.mockRestore();
  }
}, 20_000);
