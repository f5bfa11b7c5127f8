/** The figure a page's Lighthouse runs give: the run with the median score. */
import { medianRun, type LighthouseResult } from './lighthouse-run.ts';

const run = (score: number): LighthouseResult => ({
  ok: true,
  score,
  accessibility: 100,
  seo: 100,
  fcpMs: 1000,
  lcpMs: 1000,
  tbtMs: 100 - score,
  cls: 0,
  speedIndexMs: 1000,
  durationMs: 20_000,
  lighthouseVersion: '12.8.2',
  warnings: [],
});
const failed: LighthouseResult = { ok: false, error: 'NO_NAVSTART', durationMs: 15_000 };

test('the run with the median score, whatever the order; failed runs left out', () => {
  expect(medianRun([run(98), run(73), run(92)])).toEqual(run(92));
  expect(medianRun([run(90)])).toEqual(run(90));
  expect(medianRun([failed, run(97), run(99)])).toEqual(run(97));
  expect(medianRun([run(80), failed, run(100), run(96), run(97)])).toEqual(run(96));
});

test('a failure only when every run failed', () => {
  expect(medianRun([failed, failed])).toEqual(failed);
  expect(() => medianRun([])).toThrow(/at least one run/);
});
