/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { requestMetrics, serveMetrics } from './metrics.ts';

// The browser test setup refuses the network; these talk to servers on loopback.
const get = (url: string): Promise<{ status: number; type: string; body: string }> =>
  new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      })
      .on('error', reject);
  });

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('serveMetrics and requestMetrics in one process', () => {
  it('counts and times requests by route pattern and status, on a listener of its own bound to loopback', async () => {
    const registry = new Registry();
    const observe = requestMetrics(registry, 'test');
    // An app whose router names the pattern: here `/product/:id` for every product.
    const app = http.createServer((req, res) => {
      const route = req.url?.startsWith('/product/') ? '/product/:id' : 'unmatched';
      observe(route, req.method ?? 'GET', res);
      res.writeHead(route === 'unmatched' ? 404 : 200).end();
    });
    const shop = await listen(app);
    const metrics = await serveMetrics({ port: 0, host: '127.0.0.1', instances: 1, registry, label: '[test]' });
    try {
      const address = metrics?.address() as AddressInfo;
      expect(address.address).toBe('127.0.0.1');
      const url = `http://127.0.0.1:${address.port}/metrics`;
      for (const path of ['/product/1', '/product/2?q=private', '/nothing']) await get(`${shop}${path}`);
      const scraped = await get(url);
      expect(scraped.status).toBe(200);
      expect(scraped.type).toContain('text/plain');
      expect(scraped.body).toContain('test_http_requests_total{route="/product/:id",method="GET",status="200"} 2');
      expect(scraped.body).toContain('test_http_requests_total{route="unmatched",method="GET",status="404"} 1');
      expect(scraped.body).toContain('test_http_request_duration_seconds_count{route="/product/:id",method="GET"} 2');
      // Nothing of a request's own path or query becomes a label.
      expect(scraped.body).not.toMatch(/private|\/product\/1/);
      expect(scraped.body).toContain('process_cpu_user_seconds_total');
      expect((await get(url.replace('/metrics', '/other'))).status).toBe(404);
    } finally {
      metrics?.close();
      app.close();
    }
  });

  it('listens nowhere when no port is set', async () => {
    expect(
      await serveMetrics({
        port: undefined,
        host: '127.0.0.1',
        instances: 1,
        registry: new Registry(),
        label: '[test]',
      }),
    ).toBeNull();
  });
});
