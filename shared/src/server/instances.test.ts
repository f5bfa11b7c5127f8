/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { restartDelayMs } from './index.ts';

const fixture = path.join(__dirname, 'instances-fixture.ts');

// Each test starts Node processes through tsx: seconds each on a machine busy with other work.
jest.setTimeout(60_000);

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function start(instances: number, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, FIXTURE_INSTANCES: String(instances), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the fixture did not start:\n${output}`)), 30_000);
    const check = () => {
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve({ child, url, output: () => output });
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`the fixture exited with ${code}:\n${output}`)));
  });
}

/** The pid that served one request on a connection of its own (the cluster hands out connections, not requests). */
function servedBy(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(Number(body)));
      })
      .on('error', reject);
  });
}

async function pidsServing(url: string, requests = 24): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < requests; i++) pids.add(await servedBy(url).catch(() => 0));
  pids.delete(0);
  return pids;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('runInstances', () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    if (running?.exitCode === null) running.kill('SIGKILL');
  });

  it('runs one instance in this very process, with no supervisor', async () => {
    const shop = await start(1);
    running = shop.child;
    expect(await pidsServing(shop.url, 4)).toEqual(new Set([shop.child.pid]));
    expect(shop.output()).not.toContain('prepared once');
    shop.child.kill('SIGTERM');
    expect(await exited(shop.child)).toBe(0);
  });

  it('spreads connections over N instances on one port, restarts one that dies, and stops them all', async () => {
    const shop = await start(2);
    running = shop.child;
    expect(shop.output().match(/prepared once/g)).toHaveLength(1);
    const first = await pidsServing(shop.url);
    expect(first.size).toBe(2);
    expect(first.has(shop.child.pid ?? -1)).toBe(false);

    const [victim] = [...first];
    process.kill(victim ?? -1, 'SIGKILL');
    let after = new Set<number>();
    for (let attempt = 0; attempt < 50 && (after.size < 2 || after.has(victim ?? -1)); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await pidsServing(shop.url, 8);
    }
    expect(after.size).toBe(2);
    expect(after.has(victim ?? -1)).toBe(false);
    // Replaced at once: it had not ended quickly before.
    expect(shop.output()).toMatch(/fixture: instance \d+ ended \(SIGKILL\) after [\d.]+ s, starting another\n/);

    shop.child.kill('SIGTERM');
    expect(await exited(shop.child)).toBe(0);
    for (const pid of after) expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
  });
});

describe('an instance killed while connections arrive', () => {
  it('leaves no connection waiting: each is answered by another instance or closed at once', async () => {
    const shop = await start(2, { FIXTURE_ANSWER_AFTER_MS: '5' });
    const outcomes = { answered: 0, closed: 0, leftWaiting: 0 };
    const serving = new Set<number>();
    /** One request on a connection of its own; waiting 8 s for its answer counts as left waiting. */
    const one = () =>
      new Promise<void>((resolve) => {
        const request = http.get(shop.url, { agent: false, timeout: 8000 }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            outcomes.answered++;
            serving.add(Number(body));
            resolve();
          });
        });
        request.on('timeout', () => {
          outcomes.leftWaiting++;
          request.destroy(new Error('left waiting'));
        });
        request.on('error', (error) => {
          if (error.message !== 'left waiting') outcomes.closed++;
          resolve();
        });
      });
    const sending = { until: Infinity };
    const sent: Promise<void>[] = [];
    const traffic = (async () => {
      while (Date.now() < sending.until) {
        for (let i = 0; i < 8; i++) sent.push(one());
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    try {
      // Four kills, each of an instance that was just answering, the next once its replacement has started.
      // (An answer of the last one may still arrive after its end: it is not picked again.)
      const killed = new Set<number>();
      for (let kill = 0; kill < 4; kill++) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const victim = [...serving].find((pid) => pid !== shop.child.pid && !killed.has(pid));
        serving.clear();
        if (victim === undefined) continue;
        killed.add(victim);
        process.kill(victim, 'SIGKILL');
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      sending.until = 0;
      await traffic;
      await Promise.all(sent);
      shop.child.kill('SIGTERM');
      await exited(shop.child);
    }
    expect(shop.output().match(/ended \(SIGKILL\)/g)).toHaveLength(4);
    expect(outcomes.answered).toBeGreaterThan(500);
    expect(outcomes.leftWaiting).toBe(0);
  });
});

describe('a crash loop', () => {
  it('waits longer before each replacement of an instance that ended quickly, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 8, 20].map(restartDelayMs)).toEqual([0, 500, 1000, 2000, 4000, 30_000, 30_000]);
  });

  it('does not spin: instances that die right after they start are replaced ever more slowly', async () => {
    const shop = await start(2, { FIXTURE_CRASH_AFTER_MS: '100' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const ends = shop.output().match(/instance \d+ ended \(3\)/g) ?? [];
      // Replaced at once, each of the two would end every 0.1 s plus its start (about 1 s here): 10 or more in 6 s.
      // With the waits (0, 0.5, 1, 2, 4 s… counted over both) about 6 end in that time, fewer on a busier machine.
      expect(ends.length).toBeGreaterThanOrEqual(1);
      expect(ends.length).toBeLessThanOrEqual(7);
      // Each replacement waited as announced: at once, then 0.5 s, 1 s, 2 s… (fewer on a busy machine, never shorter).
      const waits = [
        ...shop.output().matchAll(/ended \(3\) after [\d.]+ s, starting another(?: in ([\d.]+) s)?\n/g),
      ].map((match) => Number(match[1] ?? 0));
      expect(waits).toEqual([0, 0.5, 1, 2, 4, 8, 16].slice(0, waits.length));
    } finally {
      shop.child.kill('SIGTERM');
      expect(await exited(shop.child)).toBe(0);
    }
  }, 30_000);
});
