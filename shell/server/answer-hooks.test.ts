/** @jest-environment node */
// Every answer of the shell's server carries the security headers of every answer and a Server-Timing total, whether
// Fastify sends it or the route writes the response itself; a route's own Server-Timing is kept.
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAnswerHooks } from './answer-hooks.ts';

async function server(publicOrigin?: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerAnswerHooks(app, { publicOrigin });
  app.get('/sent', (_request, reply) => reply.type('text/plain').send('by Fastify'));
  app.get('/timed', (_request, reply) => reply.header('server-timing', 'render;dur=3').send('own timing'));
  app.get('/written', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(502, { 'content-type': 'application/json' });
    reply.raw.end('{}');
  });
  await app.ready();
  return app;
}

test('an answer Fastify sends: the security headers and a Server-Timing total', async () => {
  const app = await server();
  const response = await app.inject('/sent');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['strict-transport-security']).toBeUndefined();
  expect(response.headers['server-timing']).toMatch(/^total;dur=\d+(\.\d)?$/);
  await app.close();
});

test("a route's own Server-Timing is kept", async () => {
  const app = await server();
  expect((await app.inject('/timed')).headers['server-timing']).toBe('render;dur=3');
  await app.close();
});

test('an answer the route writes itself carries the security headers too; HSTS on an https shop', async () => {
  const app = await server('https://shop.example');
  const response = await app.inject('/written');
  expect(response.statusCode).toBe(502);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  await app.close();
});
