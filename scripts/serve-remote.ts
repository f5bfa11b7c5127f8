/**
 * A remote's origin: serves `<deploy root>/<app>/` at `/<app>/` on its own port, with CORS (the
 * federation runtime fetches manifests cross-origin) and immutable caching for versioned files.
 * Usage: tsx scripts/serve-remote.ts <app> <port> [deploy root]
 */
import http from 'node:http';
import path from 'node:path';
import { serveFile } from '../shell/server/static-files.ts';
import { defaultDeployRoot } from './lib/apps.ts';

const [app, portText, deployRoot = defaultDeployRoot] = process.argv.slice(2);
if (!app || !portText) {
  console.error('Usage: tsx scripts/serve-remote.ts <app> <port> [deploy root]');
  process.exit(2);
}
const root = path.join(deployRoot, app);
const prefix = `/${app}/`;
const cors = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

const server = http.createServer(async (req, res) => {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, HEAD' });
    return res.end();
  }
  if ((req.method === 'GET' || req.method === 'HEAD') && pathname.startsWith(prefix)) {
    // Versioned folders never change: everything but manifests is cacheable for good.
    const file = pathname.slice(prefix.length);
    const caching: Record<string, string> = file.endsWith('.json')
      ? {}
      : { 'cache-control': 'public, max-age=31536000, immutable' };
    if (await serveFile(req, res, root, file, { ...cors, ...caching })) return;
  }
  res.writeHead(404, { 'content-type': 'text/plain', ...cors });
  res.end('Not found');
});

server.listen(Number(portText), '127.0.0.1', () => console.log(`[${app}] http://localhost:${portText}${prefix}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
