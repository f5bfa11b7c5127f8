import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watchCanaries } from './canary-watch.ts';

let deployRoot: string;
beforeEach(() => (deployRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-watch-'))));
afterEach(() => fs.rmSync(deployRoot, { recursive: true, force: true }));

const entry = (version: string) => ({
  version,
  browser: `http://cdn.test/catalog/${version}/mf-manifest.json`,
  server: `http://cdn.test/catalog/${version}/server/remoteEntry.js`,
  integrity: {},
});
const since = new Date(Date.now() - 5 * 60_000).toISOString();

function runCanary() {
  fs.writeFileSync(
    path.join(deployRoot, 'registry.json'),
    JSON.stringify({
      remotes: { catalog: { ...entry('1-stable'), canary: { ...entry('2-canary'), percent: 50, since } } },
    }),
  );
}

/** One shell process's health file, as slot-health writes it: this minute's counts per remote@version. */
function writeHealth(name: string, counts: Record<string, { views: number; errors: number }>) {
  const minute = new Date(Date.now() - (Date.now() % 60_000)).toISOString();
  fs.mkdirSync(path.join(deployRoot, 'health'), { recursive: true });
  const versions = Object.fromEntries(
    Object.entries(counts).map(([key, { views, errors }]) => [
      key,
      { views, byKind: { load: 0, render: 0, error: errors } },
    ]),
  );
  fs.writeFileSync(
    path.join(deployRoot, 'health', `${name}.json`),
    JSON.stringify({ host: name, pid: 1, writtenAt: minute, minutes: { [minute]: versions } }),
  );
}

const settings = { minViews: 200, margin: 2, leaseMs: 30_000 };
const registry = () => JSON.parse(fs.readFileSync(path.join(deployRoot, 'registry.json'), 'utf8'));
const events = () =>
  fs.existsSync(path.join(deployRoot, 'releases.json'))
    ? JSON.parse(fs.readFileSync(path.join(deployRoot, 'releases.json'), 'utf8')).catalog.events
    : [];

describe('the canary watcher', () => {
  it('keeps a canary it has too few views of, summed over every process', async () => {
    runCanary();
    writeHealth('a', { 'catalog@1-stable': { views: 300, errors: 0 }, 'catalog@2-canary': { views: 100, errors: 50 } });
    writeHealth('b', { 'catalog@2-canary': { views: 99, errors: 50 } });
    const [judged] = await watchCanaries(deployRoot, { ...settings, owner: 'a' });
    expect(judged?.decision.verdict).toBe('too-few-views');
    expect(judged?.decision.figures.canary).toEqual({ views: 199, failures: 100, rate: expect.any(Number) });
    expect(registry().remotes.catalog.canary.version).toBe('2-canary');
  });

  it('aborts a failing canary once, with its reason and figures, however many processes watch', async () => {
    runCanary();
    writeHealth('a', { 'catalog@1-stable': { views: 300, errors: 3 }, 'catalog@2-canary': { views: 150, errors: 20 } });
    writeHealth('b', { 'catalog@1-stable': { views: 100, errors: 1 }, 'catalog@2-canary': { views: 50, errors: 10 } });
    const turns = await Promise.all(['a', 'b', 'c'].map((owner) => watchCanaries(deployRoot, { ...settings, owner })));
    expect(turns.flat().map(({ decision }) => decision.verdict)).toEqual(['abort']);
    expect(registry().remotes.catalog).toEqual(entry('1-stable'));
    expect(events()).toEqual([
      {
        at: expect.any(String),
        action: 'auto-abort',
        version: '2-canary',
        by: 'auto',
        reason: 'canary 15 % (30 failures in 200 views), stable 1 % (4 in 400): more than 2 points above stable',
        figures: {
          stable: { views: 400, failures: 4, rate: 1 },
          canary: { views: 200, failures: 30, rate: 15 },
          minViews: 200,
          margin: 2,
        },
      },
    ]);
    // The lease is let go, and the next turn finds nothing to judge.
    expect(fs.readdirSync(deployRoot).sort()).toEqual(['health', 'registry.json', 'releases.json']);
    expect(await watchCanaries(deployRoot, { ...settings, owner: 'b' })).toEqual([]);
  });
});
