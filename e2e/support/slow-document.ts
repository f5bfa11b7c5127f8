/**
 * A real server on loopback in front of the shop that hands documents over in two parts, as a slow or busy network
 * does: everything up to `cut(html)` at once, the rest `pauseMs` later. Every other request passes through untouched.
 */
import http from 'node:http';
import { serveOnLoopback } from './shop.ts';

export async function startSlowDocumentProxy(
  shop: string,
  cut: (html: string) => number,
  pauseMs: number,
): Promise<{ origin: string; close(): Promise<void> }> {
  const target = new URL(shop);
  const server = http.createServer((req, res) => {
    const document = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const headers = { ...req.headers, host: target.host };
    if (document) delete headers['accept-encoding'];
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        if (!document || !(answer.headers['content-type'] ?? '').includes('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const html = Buffer.concat(parts).toString('utf8');
          const at = cut(html);
          const { 'content-length': _length, ...rest } = answer.headers;
          res.writeHead(answer.statusCode ?? 200, rest);
          res.write(html.slice(0, at));
          setTimeout(() => res.end(html.slice(at)), pauseMs);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return serveOnLoopback(server);
}
