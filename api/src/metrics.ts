/**
 * The api's figures for operators (`/metrics`, served by shared/src/server/metrics.ts on API_METRICS_PORT): requests,
 * each call by name with its latency, the database's queries and, on PostgreSQL, its pool. One registry per process,
 * summed over the instances by the supervisor (API_INSTANCES). Labels are route patterns, call names and outcomes.
 */
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from 'pg';
import { latencyBuckets, requestMetrics } from '@storefront/shared/server/metrics';
import type { DatabaseObserver } from './db/database.ts';

export const metricsRegistry = new Registry();

export const observeRequest = requestMetrics(metricsRegistry, 'api');

const calls = new Histogram({
  name: 'api_call_duration_seconds',
  help: "Time a call's handler took, by call name and outcome (ok; refused: the shop's 4xx answer; failed: a 5xx)",
  labelNames: ['call', 'outcome'],
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});

/** Starts timing one call; what it returns ends it with the call's outcome. */
export const timeCall = (call: string) => {
  const end = calls.startTimer({ call });
  return (outcome: 'ok' | 'refused' | 'failed') => void end({ outcome });
};

const queries = new Histogram({
  name: 'api_db_query_duration_seconds',
  help: 'Time each database query took, by outcome (ok, failed)',
  labelNames: ['outcome'],
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});

/** PostgreSQL pools open in this process (one per api server; a test may open several). */
const pools = new Set<Pool>();

// Read when scraped: the pool's own counts at that moment.
metricsRegistry.registerMetric(
  new Gauge({
    name: 'api_db_pool_connections',
    help: "PostgreSQL pool connections by state (total, idle, waiting: queries queued for one); SQLite's one connection has no pool",
    labelNames: ['state'],
    registers: [],
    collect() {
      this.reset();
      for (const pool of pools) {
        if (pool.ended) {
          pools.delete(pool);
          continue;
        }
        this.inc({ state: 'total' }, pool.totalCount);
        this.inc({ state: 'idle' }, pool.idleCount);
        this.inc({ state: 'waiting' }, pool.waitingCount);
      }
    },
  }),
);

export const databaseMetrics: DatabaseObserver = {
  query: (ms, failed) => queries.observe({ outcome: failed ? 'failed' : 'ok' }, ms / 1000),
  pool: (pool) => void pools.add(pool),
};
