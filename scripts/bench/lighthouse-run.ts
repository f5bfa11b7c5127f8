/**
 * Lighthouse's mobile performance score, one run per page, through its CLI in a child process: its own
 * Chromium and its own Node process, so a crash or a hang costs one figure (killed after a timeout),
 * never the bench. Lighthouse's default config is the mobile preset with simulated throttling.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../lib/apps.ts';
import { chromiumFlags, chromiumPath } from './options.ts';

export interface LighthouseFigures {
  ok: true;
  score: number;
  /** Accessibility and SEO scores (the shop holds both at 100), null when Lighthouse gave none. */
  accessibility: number | null;
  seo: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  durationMs: number;
  lighthouseVersion: string;
  /** Lighthouse's own warnings (for example a page that redirected or Chrome that interfered). */
  warnings: string[];
}
export interface LighthouseFailure {
  ok: false;
  error: string;
  durationMs: number;
}
export type LighthouseResult = LighthouseFigures | LighthouseFailure;

interface Report {
  lighthouseVersion: string;
  runWarnings?: string[];
  runtimeError?: { code: string; message: string };
  categories: Partial<Record<'performance' | 'accessibility' | 'seo', { score: number | null }>>;
  audits: Record<string, { numericValue?: number; errorMessage?: string } | undefined>;
}

const timeoutMs = 120_000;

/**
 * The run with the median score of a page's runs (the lower middle of an even count), failed runs left out; a failure
 * only when every run failed. One run on a busy machine can read 20 points low: the median is the page's figure.
 */
export function medianRun(runs: readonly LighthouseResult[]): LighthouseResult {
  const ok = runs.filter((run): run is LighthouseFigures => run.ok).sort((a, b) => a.score - b.score);
  const middle = ok[Math.floor((ok.length - 1) / 2)];
  if (middle) return middle;
  const last = runs.at(-1);
  if (!last) throw new Error('medianRun needs at least one run');
  return last;
}
const percent = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null);

/** `cookie`: a personal page's shopper (its session cookie), sent with every request of the run. */
export function runLighthouse(url: string, { cookie }: { cookie?: string } = {}): Promise<LighthouseResult> {
  const started = Date.now();
  const cli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--only-categories=performance,accessibility,seo',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=--headless=new ${chromiumFlags.join(' ')}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  return new Promise((resolve) => {
    const fail = (error: string) => resolve({ ok: false, error, durationMs: Date.now() - started });
    // Its own process group, so a timeout ends the Chromium it launched too (by this group's id only).
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      fail(error.message);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stdout = Buffer.concat(out).toString();
      if (signal) return fail(`killed (${signal}) after ${Math.round((Date.now() - started) / 1000)} s`);
      let report: Report;
      try {
        report = JSON.parse(stdout) as Report;
      } catch {
        const why = err.trim().split('\n').filter(Boolean).slice(-3).join(' | ');
        return fail(`exit ${code}: ${why || 'no report on stdout'}`);
      }
      if (report.runtimeError) return fail(`${report.runtimeError.code}: ${report.runtimeError.message}`);
      const numeric = (id: string) => {
        const audit = report.audits[id];
        if (audit?.numericValue === undefined) throw new Error(`audit ${id}: ${audit?.errorMessage ?? 'no value'}`);
        return audit.numericValue;
      };
      const score = report.categories.performance?.score;
      if (score === null || score === undefined) return fail('no performance score in the report');
      try {
        resolve({
          ok: true,
          score: Math.round(score * 100),
          accessibility: percent(report.categories.accessibility?.score),
          seo: percent(report.categories.seo?.score),
          fcpMs: numeric('first-contentful-paint'),
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          speedIndexMs: numeric('speed-index'),
          durationMs: Date.now() - started,
          lighthouseVersion: report.lighthouseVersion,
          warnings: report.runWarnings ?? [],
        });
      } catch (error) {
        fail(String(error instanceof Error ? error.message : error));
      }
    });
  });
}
