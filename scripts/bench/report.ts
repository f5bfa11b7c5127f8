/** Medians over runs and the printed tables (plain text, aligned, readable in a terminal or a pasted note). */
import type { LighthouseResult } from './lighthouse-run.ts';
import type { RunFigures } from './page-run.ts';
import { targets, tbtTarget } from './options.ts';

export interface PageSummary {
  ttfbMs: number;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number;
  cls: number;
  jsFiles: number;
  jsWireBytes: number;
  jsGzipBytes: number;
  aheadJsWireBytes: number;
  requests: number;
  totalWireBytes: number;
  /** Remotes fetched in most runs (a page should fetch the same ones every time). */
  remotes: string[];
  /** Medians of the two 'should be none' counts. */
  otherOriginBeforePaint: number;
  unrenderedRemoteFiles: number;
  /**
   * Medians of the start a first sign of use made, over the runs that waited for one (ADR 0502), and how many did;
   * null when none did (the page started at once).
   */
  afterUse: { runs: number; hydratedMs: number; blockingMs: number; jsGzipBytes: number } | null;
  lcpElement: string;
  /** The CPU slowdown the runs were read at. */
  cpuSlowdown: number;
  /** The LCP budget this page is held to (the shop's, or the page's own tighter one). */
  lcpTargetMs: number;
  pass: { lcp: boolean; tbt: boolean; cls: boolean; js: boolean };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const medianOrNull = (values: readonly (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  // A metric missing in some run (no LCP candidate, say) is reported as missing, not as the others' median.
  return known.length === values.length ? median(known) : null;
};

/** The most frequent value, so one odd run does not set the page's LCP element or remote list. */
function mode(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

function afterUseSummary(runs: readonly RunFigures[]): PageSummary['afterUse'] {
  const waited = runs.flatMap((r) => (r.afterUse ? [r.afterUse] : []));
  if (waited.length === 0) return null;
  return {
    runs: waited.length,
    hydratedMs: median(waited.map((use) => use.hydratedMs)),
    blockingMs: median(waited.map((use) => use.blockingMs)),
    jsGzipBytes: median(waited.map((use) => use.jsGzipBytes)),
  };
}

export function summarize(
  runs: readonly RunFigures[],
  cpuSlowdown: number,
  lcpTargetMs: number = targets.lcpMs,
): PageSummary {
  const lcpMs = medianOrNull(runs.map((r) => r.lcpMs));
  const tbtMs = median(runs.map((r) => r.tbtMs));
  const cls = median(runs.map((r) => r.cls));
  const jsGzipBytes = median(runs.map((r) => r.jsGzipBytes));
  return {
    cpuSlowdown,
    lcpTargetMs,
    ttfbMs: median(runs.map((r) => r.ttfbMs)),
    fcpMs: medianOrNull(runs.map((r) => r.fcpMs)),
    lcpMs,
    tbtMs,
    cls,
    jsFiles: median(runs.map((r) => r.jsFiles)),
    jsWireBytes: median(runs.map((r) => r.jsWireBytes)),
    aheadJsWireBytes: median(runs.map((r) => r.aheadJsWireBytes)),
    jsGzipBytes,
    requests: median(runs.map((r) => r.requests)),
    totalWireBytes: median(runs.map((r) => r.totalWireBytes)),
    remotes: mode(runs.map((r) => r.remotes.join(',')))
      .split(',')
      .filter(Boolean),
    otherOriginBeforePaint: median(runs.map((r) => r.otherOriginBeforePaint.length)),
    unrenderedRemoteFiles: median(runs.map((r) => r.unrenderedRemoteFiles.length)),
    afterUse: afterUseSummary(runs),
    lcpElement: mode(runs.map((r) => r.lcpElement)),
    pass: {
      lcp: lcpMs !== null && lcpMs <= lcpTargetMs,
      tbt: tbtMs <= tbtTarget(cpuSlowdown),
      cls: cls <= targets.cls,
      js: jsGzipBytes <= targets.jsGzipKb * 1024,
    },
  };
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const ms = (value: number | null) => (value === null || Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`);
export const seconds = (value: number | null) =>
  value === null || Number.isNaN(value) ? 'n/a' : `${(value / 1000).toFixed(2)} s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

export function pageTable(pages: readonly { name: string; summary: PageSummary }[]): string {
  return table(
    [
      'page',
      'CPU',
      'TTFB',
      'FCP',
      `LCP (≤${targets.lcpMs / 1000} s or the page's own)`,
      `TBT (≤${targets.tbtMsAtX4} ms x4, ≤${targets.tbtMsSlower} slower)`,
      `CLS (≤${targets.cls})`,
      'JS files',
      'JS wire',
      `JS gzip est. (≤${targets.jsGzipKb} KB)`,
      'JS fetched ahead (not run)',
      'requests',
      'all bytes',
      'remotes fetched',
      'other origin before paint',
      'unrendered remote files',
      'first use: → ready / its TBT / JS by then (runs that waited)',
    ],
    pages.map(({ name, summary: s }) => [
      name,
      `x${s.cpuSlowdown}`,
      ms(s.ttfbMs),
      seconds(s.fcpMs),
      `${seconds(s.lcpMs)} ${verdict(s.pass.lcp)}${s.lcpTargetMs === targets.lcpMs ? '' : ` (≤${s.lcpTargetMs / 1000} s)`}`,
      `${ms(s.tbtMs)} ${verdict(s.pass.tbt)}`,
      `${s.cls.toFixed(3)} ${verdict(s.pass.cls)}`,
      String(s.jsFiles),
      kb(s.jsWireBytes),
      `${kb(s.jsGzipBytes)} ${verdict(s.pass.js)}`,
      kb(s.aheadJsWireBytes),
      String(s.requests),
      kb(s.totalWireBytes),
      `${s.remotes.length} ${s.remotes.length ? `(${s.remotes.join(', ')})` : ''}`.trim(),
      String(s.otherOriginBeforePaint),
      String(s.unrenderedRemoteFiles),
      s.afterUse
        ? `${ms(s.afterUse.hydratedMs)} / ${ms(s.afterUse.blockingMs)} ${verdict(
            s.afterUse.blockingMs <= tbtTarget(s.cpuSlowdown),
          )} / ${kb(s.afterUse.jsGzipBytes)} ${verdict(s.afterUse.jsGzipBytes <= targets.jsGzipKb * 1024)} (${
            s.afterUse.runs
          })`
        : 'started at once',
    ]),
  );
}

/** Every run's headline figures, so a median can be judged by its spread. */
export function runsTable(name: string, runs: readonly RunFigures[]): string {
  return table(
    [`${name}: run`, 'TTFB', 'FCP', 'LCP', 'TBT', 'CLS', 'long tasks', 'longest', 'load', 'requests', 'JS wire'],
    runs.map((r, i) => [
      String(i + 1),
      ms(r.ttfbMs),
      seconds(r.fcpMs),
      seconds(r.lcpMs),
      ms(r.tbtMs),
      r.cls.toFixed(3),
      String(r.longTasks),
      ms(r.longestTaskMs),
      seconds(r.loadMs),
      String(r.requests),
      kb(r.jsWireBytes),
    ]),
  );
}

export function lighthouseTable(rows: readonly { name: string; result: LighthouseResult }[]): string {
  return table(
    ['page', 'score', 'accessibility', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'speed index', 'took'],
    rows.map(({ name, result: r }) =>
      r.ok
        ? [
            name,
            String(r.score),
            String(r.accessibility ?? 'n/a'),
            String(r.seo ?? 'n/a'),
            seconds(r.fcpMs),
            seconds(r.lcpMs),
            ms(r.tbtMs),
            r.cls.toFixed(3),
            seconds(r.speedIndexMs),
            seconds(r.durationMs),
          ]
        : [name, 'failed', '', '', '', '', '', '', '', seconds(r.durationMs)],
    ),
  );
}
