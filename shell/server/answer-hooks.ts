/**
 * What every answer of the shell's server carries, whichever route sends it: the security headers no file or api reply
 * should lack (documents add their policy in the render pipeline), and a Server-Timing total for the answers Fastify
 * sends itself (files, registry, configuration, api replies that bring none); a page's render writes its own steps.
 */
import type { FastifyInstance } from 'fastify';
import { answerSecurityHeaders } from './security-headers.ts';

export function registerAnswerHooks(app: FastifyInstance, { publicOrigin }: { publicOrigin?: string }): void {
  const headers = Object.entries(answerSecurityHeaders(publicOrigin));
  // On the raw response, so routes that write it themselves (pages, the proxy's 502) carry them too.
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('server-timing')) reply.header('server-timing', `total;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });
}
