/**
 * A server for instances.test.ts: answers each request with the pid of the process that served it, run as
 * FIXTURE_INSTANCES copies on one free port.
 */
import http from 'node:http';
import { isInstance, runInstances } from './index.ts';

const readyLine = (url: string) => `fixture listening on ${url}`;

async function serve(): Promise<void> {
  const server = http.createServer((_req, res) => res.end(String(process.pid)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!isInstance() && address && typeof address === 'object')
    process.stdout.write(`${readyLine(`http://127.0.0.1:${address.port}`)}\n`);
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

void runInstances({
  label: 'fixture',
  instances: Number(process.env.FIXTURE_INSTANCES ?? 1),
  serve,
  readyLine,
  prepare: async () => {
    process.stdout.write('prepared once\n');
  },
});
