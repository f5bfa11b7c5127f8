/**
 * The shell server's figures for operators (`/metrics`, served by shared/src/server/metrics.ts on SHELL_METRICS_PORT):
 * one registry per process, summed over the instances by the supervisor. Labels are route patterns, cache states,
 * remote names and versions: a bounded set, never a path, a query or anything of a shopper.
 */
import { Counter, Registry } from 'prom-client';
import { requestMetrics } from '@storefront/shared/server/metrics';

export const metricsRegistry = new Registry();

export const observeRequest = requestMetrics(metricsRegistry, 'shell');

export const renderCacheAnswers = new Counter({
  name: 'shell_render_cache_total',
  help: 'Shared pages answered, by render cache state: hit, stale (served while refreshed), miss (rendered now), off',
  labelNames: ['state'],
  registers: [metricsRegistry],
});

export const serverLoadFailures = new Counter({
  name: 'shell_remote_load_failures_total',
  help: "Remote modules the server's render could not load, by remote and version",
  labelNames: ['remote', 'version'],
  registers: [metricsRegistry],
});

export const remoteViews = new Counter({
  name: 'shell_remote_views_total',
  help: 'Pages served with each remote version (rendered or shipped to the browser), by remote and version',
  labelNames: ['remote', 'version'],
  registers: [metricsRegistry],
});

export const slotFailures = new Counter({
  name: 'shell_slot_failures_total',
  help: "Slot failures browsers reported, by remote, version and kind (load, render, error: uncaught in the remote's code)",
  labelNames: ['remote', 'version', 'kind'],
  registers: [metricsRegistry],
});

export const slotReportsRefused = new Counter({
  name: 'shell_slot_reports_refused_total',
  help: 'Slot report posts refused, by reason (too-large, malformed, rate-limited)',
  labelNames: ['reason'],
  registers: [metricsRegistry],
});
