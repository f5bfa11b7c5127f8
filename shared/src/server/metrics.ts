/**
 * Figures for operators in Prometheus's text format (prom-client), for the apps' servers (Node only): how requests are
 * counted and timed, and the listener that serves `/metrics`. The listener is a server of its own on a port of its own,
 * bound to 127.0.0.1 unless the operator names another (private) address: the shop's port never answers `/metrics`,
 * so no shopper can read it however the proxy in front is configured.
 * With several instances (runInstances), the supervisor listens and sums its instances' figures (prom-client's
 * AggregatorRegistry asks each over the cluster's channel), so one scrape covers the whole server.
 */
import cluster from 'node:cluster';
import http, { type ServerResponse } from 'node:http';
import { AggregatorRegistry, Counter, Histogram, collectDefaultMetrics, type Registry } from 'prom-client';

/** Seconds: a cached page answers in about a millisecond, an uncached render in tens, a slow api call in seconds. */
export const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Counts and times each request by route (the route's pattern, never its path: a path would put shoppers' searches in
 * the labels and grow without bound) and status. Returns what a server's onRequest hook calls.
 */
export function requestMetrics(registry: Registry, prefix: string) {
  const requests = new Counter({
    name: `${prefix}_http_requests_total`,
    help: 'Requests answered, by route pattern, method and status (aborted: the client left before the end)',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${prefix}_http_request_duration_seconds`,
    help: 'Time from the request to the end of its answer, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: latencyBuckets,
    registers: [registry],
  });
  return function observe(route: string, method: string, res: ServerResponse): void {
    const end = latency.startTimer({ route, method });
    res.once('close', () => {
      end();
      requests.inc({ route, method, status: res.writableFinished ? String(res.statusCode) : 'aborted' });
    });
  };
}

export interface MetricsListenerOptions {
  /** Off when undefined. */
  port: number | undefined;
  host: string;
  /** The server's instances (runInstances): above 1, the supervisor answers for all of them. */
  instances: number;
  registry: Registry;
  /** The server's name in its lines ("[shell]"). */
  label: string;
}

/**
 * Starts the figures of this process: call it in every process of a server, before runInstances. In a single process
 * it listens on `port`; with instances, the supervisor listens and each instance only answers its asks. Returns the
 * listener where this process has one.
 */
export async function serveMetrics(options: MetricsListenerOptions): Promise<http.Server | null> {
  if (options.port === undefined) return null;
  const aggregated = options.instances > 1;
  if (!aggregated || cluster.isWorker) collectDefaultMetrics({ register: options.registry });
  // In an instance, constructing one is what makes it answer the supervisor's asks (with this server's registry).
  const aggregator = aggregated ? new AggregatorRegistry() : null;
  if (aggregator && cluster.isWorker) {
    AggregatorRegistry.setRegistries([options.registry]);
    return null;
  }
  const read = () => (aggregator ? aggregator.clusterMetrics() : options.registry.metrics());
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return void res.end('Not found');
    }
    read().then(
      (text) => {
        res.writeHead(200, { 'content-type': options.registry.contentType, 'cache-control': 'no-store' });
        res.end(text);
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`metrics unavailable: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  server.unref();
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  process.stdout.write(`${options.label} metrics on http://${options.host}:${port}/metrics\n`);
  return server;
}
