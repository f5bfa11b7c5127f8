/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSlotHealth, healthDir, healthKeptMs, readHealth } from './slot-health.ts';

let deployRoot: string;
beforeEach(() => {
  deployRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'slot-health-'));
});
afterEach(() => fs.rmSync(deployRoot, { recursive: true, force: true }));

const minute = (iso: string) => Date.parse(iso);

describe('slot health', () => {
  it('counts views and failures by kind per minute and version, and sums every process’s file', async () => {
    let now = minute('2026-11-27T06:00:10.000Z');
    const counted: string[] = [];
    const one = createSlotHealth({
      deployRoot,
      name: 'host-a-1',
      now: () => now,
      counted: (remote, version, what) => counted.push(`${remote}@${version} ${what}`),
    });
    const two = createSlotHealth({ deployRoot, name: 'host-b-2', now: () => now });
    for (let i = 0; i < 3; i++) one.view('catalog', '1.0.0-a');
    one.failure('catalog', '1.0.0-a', 'load');
    two.view('catalog', '1.0.0-a');
    two.view('catalog', '1.1.0-b');
    two.failure('catalog', '1.1.0-b', 'error');
    now = minute('2026-11-27T06:01:30.000Z');
    one.view('catalog', '1.0.0-a');
    one.failure('catalog', '1.0.0-a', 'render');
    await one.flush();
    await two.flush();
    expect(fs.readdirSync(healthDir(deployRoot)).sort()).toEqual(['host-a-1.json', 'host-b-2.json']);
    expect(counted).toEqual([
      'catalog@1.0.0-a view',
      'catalog@1.0.0-a view',
      'catalog@1.0.0-a view',
      'catalog@1.0.0-a load',
      'catalog@1.0.0-a view',
      'catalog@1.0.0-a render',
    ]);

    const health = await readHealth(deployRoot, { sinceMs: minute('2026-11-27T06:00:00.000Z') });
    expect(health).toEqual({
      'catalog@1.0.0-a': {
        views: 5,
        failures: 2,
        byKind: { load: 1, render: 1, error: 0 },
        perMinute: [
          { minute: '2026-11-27T06:00:00.000Z', views: 4, failures: 1 },
          { minute: '2026-11-27T06:01:00.000Z', views: 1, failures: 1 },
        ],
      },
      'catalog@1.1.0-b': {
        views: 1,
        failures: 1,
        byKind: { load: 0, render: 0, error: 1 },
        perMinute: [{ minute: '2026-11-27T06:00:00.000Z', views: 1, failures: 1 }],
      },
    });
    // The window starts inside the second minute: that minute counts whole, the first not at all.
    const later = await readHealth(deployRoot, { sinceMs: minute('2026-11-27T06:01:45.000Z') });
    expect(later['catalog@1.0.0-a']).toMatchObject({ views: 1, failures: 1 });
    expect(later['catalog@1.1.0-b']).toBeUndefined();
  });

  it('writes by replacing its file whole, skips an unreadable one, and removes files not written for two hours', async () => {
    let now = Date.parse('2026-11-27T06:00:00.000Z');
    const health = createSlotHealth({ deployRoot, name: 'host-a-1', now: () => now });
    health.view('checkout', '2.0.0-c');
    await health.flush();
    const dir = healthDir(deployRoot);
    // A process long gone, and a file cut short.
    const gone = path.join(dir, 'host-z-9.json');
    fs.writeFileSync(gone, JSON.stringify({ minutes: {} }));
    const old = (now - healthKeptMs - 60_000) / 1000;
    fs.utimesSync(gone, old, old);
    fs.writeFileSync(path.join(dir, 'host-y-8.json'), '{"minutes":');
    expect(await readHealth(deployRoot, { sinceMs: 0 })).toEqual({
      'checkout@2.0.0-c': expect.objectContaining({ views: 1 }),
    });
    now += 60_000;
    health.view('checkout', '2.0.0-c');
    await health.flush();
    expect(fs.existsSync(gone)).toBe(false);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await readHealth(deployRoot, { sinceMs: 0 }))['checkout@2.0.0-c']?.views).toBe(2);
  });

  it('forgets minutes older than two hours', async () => {
    let now = Date.parse('2026-11-27T06:00:00.000Z');
    const health = createSlotHealth({ deployRoot, name: 'host-a-1', now: () => now });
    health.view('account', '3.0.0-d');
    now += healthKeptMs + 120_000;
    health.view('account', '3.0.0-d');
    await health.flush();
    expect((await readHealth(deployRoot, { sinceMs: 0 }))['account@3.0.0-d']?.views).toBe(1);
  });

  it('answers nothing when no process has written yet', async () => {
    expect(await readHealth(deployRoot, { sinceMs: 0 })).toEqual({});
  });
});
