/**
 * A remote's origin: serves `<deploy root>/<app>/` at `/<app>/` on its own port, with CORS (the
 * federation runtime fetches manifests cross-origin) and immutable caching for versioned files.
 * Usage: tsx scripts/serve-remote.ts <app> <port> [deploy root]
 */
import path from 'node:path';
import Fastify from 'fastify';
import { registerStaticFiles } from '../shell/server/static-files.ts';
import { defaultDeployRoot } from './lib/apps.ts';

const [app, portText, deployRoot = defaultDeployRoot] = process.argv.slice(2);
if (!app || !portText) {
  console.error('Usage: tsx scripts/serve-remote.ts <app> <port> [deploy root]');
  process.exit(2);
}
const cors = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

const server = Fastify({ logger: false });
server.options('/*', (_request, reply) =>
  reply
    .code(204)
    .headers({ ...cors, 'access-control-allow-methods': 'GET, HEAD' })
    .send(),
);
await registerStaticFiles(server, {
  root: path.join(deployRoot, app),
  prefix: `/${app}/`,
  // Versioned folders never change: everything but manifests is cacheable for good.
  cacheControl: (file) => (file.endsWith('.json') ? 'no-store' : 'public, max-age=31536000, immutable'),
  headers: cors,
});
server.setNotFoundHandler((_request, reply) => reply.code(404).headers(cors).type('text/plain').send('Not found'));

await server.listen({ port: Number(portText), host: '127.0.0.1' });
console.log(`[${app}] http://localhost:${portText}/${app}/`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
