// Pins: the api's /metrics (API_METRICS_PORT) is served on its own loopback listener, never on the shop's port, and
// with API_INSTANCES=2 one scrape sums both instances: requests by route and status, each call by name with its
// latency and outcome, the database's queries, and on PostgreSQL its pool.
import { Shopper, isPostgresDatabase, startApi, type RunningApi } from './support/server.ts';

let api: RunningApi;
let metricsUrl: string;
beforeAll(async () => {
  api = await startApi({ API_METRICS_PORT: '0', API_INSTANCES: '2' });
  const found = /metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(api.output())?.[1];
  if (!found) throw new Error(`no metrics line in the api's output:\n${api.output()}`);
  metricsUrl = found;
}, 90_000);
afterAll(() => api?.stop());

/** The value of one series in Prometheus's text, or undefined when it is not there. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('counts requests, calls and queries of every instance in one scrape', async () => {
    const shopper = new Shopper(api.url);
    // Enough calls that the cluster's round robin lands some on each instance.
    for (let i = 0; i < 6; i++) await shopper.ok('getProductsFeatured', { resultsPerPage: 1 });
    const refused = await shopper.call('getProductsFeatured', { resultsPerPage: 'many' });
    expect(refused.status).toBe(400);
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();

    expect(value(text, 'api_http_requests_total{route="/api/getProductsFeatured",method="POST",status="200"}')).toBe(6);
    expect(value(text, 'api_http_requests_total{route="/api/getProductsFeatured",method="POST",status="400"}')).toBe(1);
    expect(value(text, 'api_http_request_duration_seconds_count{route="/api/getProductsFeatured",method="POST"}')).toBe(
      7,
    );
    // The schema refused the last one before its handler ran: six calls, all ok.
    expect(value(text, 'api_call_duration_seconds_count{call="getProductsFeatured",outcome="ok"}')).toBe(6);
    expect(value(text, 'api_call_duration_seconds_bucket{le="+Inf",call="getProductsFeatured",outcome="ok"}')).toBe(6);
    expect(value(text, 'api_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(6);
    // Both instances answered the supervisor: their process figures are in the sum.
    expect(text).toContain('process_cpu_user_seconds_total');
    // A pool only on PostgreSQL (SQLite has one connection).
    expect((value(text, 'api_db_pool_connections{state="total"}') ?? 0) > 0).toBe(isPostgresDatabase(api.database));
  });

  it('is not on the shop’s port, and answers nothing else on its own', async () => {
    expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });
});
