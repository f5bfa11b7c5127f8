/**
 * A server for instances.test.ts: answers each request with the pid of the process that served it, run as
 * FIXTURE_INSTANCES copies on one free port; with FIXTURE_CRASH_AFTER_MS each instance ends that long after it listens;
 * with FIXTURE_ANSWER_AFTER_MS each answer waits that long (a call in flight).
 */
import http from 'node:http';
import { isInstance, runInstances } from './index.ts';

const readyLine = (url: string) => `fixture listening on ${url}`;

async function serve(): Promise<void> {
  const answerAfterMs = Number(process.env.FIXTURE_ANSWER_AFTER_MS ?? 0);
  const server = http.createServer((_req, res) => {
    if (answerAfterMs > 0) setTimeout(() => res.end(String(process.pid)), answerAfterMs);
    else res.end(String(process.pid));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!isInstance() && address && typeof address === 'object')
    process.stdout.write(`${readyLine(`http://127.0.0.1:${address.port}`)}\n`);
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  // A crash loop: every instance dies this long after it listens.
  const crashAfterMs = Number(process.env.FIXTURE_CRASH_AFTER_MS ?? 0);
  if (isInstance() && crashAfterMs > 0) setTimeout(() => process.exit(3), crashAfterMs);
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
