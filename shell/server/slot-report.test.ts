/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { clientAddress } from './client-address.ts';
import { createSlotReportHandler, maxReportBytes, slotReportPath, type SlotReportOptions } from './slot-report.ts';

/** The endpoint on a real Fastify on loopback, declared as main.ts declares it (no body parser: it reads its own). */
async function serve(options: Partial<SlotReportOptions> = {}) {
  const counted: string[] = [];
  const refused: string[] = [];
  const handle = createSlotReportHandler({
    count: (remote, version, kind) => counted.push(`${remote}@${version} ${kind}`),
    serves: async (remote, version) => remote === 'catalog' && version === '1.0.0-a',
    addressOf: (req) => clientAddress(req, true),
    refused: (reason) => refused.push(reason),
    ...options,
  });
  const app: FastifyInstance = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.post(slotReportPath, async (request, reply) => {
    reply.hijack();
    handle(request.raw, reply.raw);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, counted, refused };
}

/** Posts `body` as a beacon does (text/plain), from the address `from` (X-Forwarded-For, a trusted proxy's). */
function post(port: number, body: string, from = '203.0.113.7', chunked = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: slotReportPath,
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': from },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    // Chunked, the size is only known from what arrives (no Content-Length to refuse it by).
    if (chunked) req.write(body);
    req.end(chunked ? undefined : body);
  });
}

const batch = (...reports: object[]) => JSON.stringify({ reports });
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the slot report endpoint', () => {
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  afterEach(async () => {
    await server?.app.close();
    server = undefined;
  });

  it('counts each report of a version the registry serves, and ignores a version it does not', async () => {
    server = await serve();
    const status = await post(
      server.port,
      batch(
        { remote: 'catalog', version: '1.0.0-a', kind: 'load' },
        { remote: 'catalog', version: '1.0.0-a', kind: 'render' },
        { remote: 'catalog', version: '9.9.9-forged', kind: 'error' },
      ),
    );
    await settled();
    expect(status).toBe(204);
    expect(server.counted).toEqual(['catalog@1.0.0-a load', 'catalog@1.0.0-a render']);
  });

  it('refuses a body above the size (413) and one that is not a batch of reports (400), counting none', async () => {
    server = await serve();
    const long = batch(
      ...Array.from({ length: 20 }, () => ({
        remote: 'catalog',
        version: '1.0.0-a',
        kind: 'load',
        pad: 'x'.repeat(300),
      })),
    );
    expect(long.length).toBeGreaterThan(maxReportBytes);
    expect(await post(server.port, long)).toBe(413);
    expect(await post(server.port, long, '203.0.113.8', true)).toBe(413);
    for (const body of [
      'not json',
      '{}',
      batch(),
      batch({ remote: 'catalog', version: '1.0.0-a', kind: 'crash' }),
      batch({ remote: 'shell', version: '1.0.0-a', kind: 'load' }),
      batch({ remote: 'catalog', version: '1.0.0-a\nforged line', kind: 'load' }),
      batch(...Array.from({ length: 21 }, () => ({ remote: 'catalog', version: '1.0.0-a', kind: 'load' }))),
    ])
      expect(await post(server.port, body)).toBe(400);
    await settled();
    expect(server.counted).toEqual([]);
    expect(server.refused).toEqual(['too-large', 'too-large', ...Array<string>(7).fill('malformed')]);
  });

  it('limits each client address to a few posts a minute (429), others unaffected; a new minute starts afresh', async () => {
    let now = 0;
    server = await serve({ perMinute: 3, now: () => now });
    const body = batch({ remote: 'catalog', version: '1.0.0-a', kind: 'error' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await post(server.port, body, '198.51.100.1'));
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(await post(server.port, body, '198.51.100.2')).toBe(204);
    now += 60_000;
    expect(await post(server.port, body, '198.51.100.1')).toBe(204);
    await settled();
    expect(server.counted).toHaveLength(5);
    expect(server.refused).toEqual(['rate-limited', 'rate-limited']);
  });
});
