/**
 * A remote's dev loop as a developer starts it (`npm run dev -- <remote>`), on test ports: a child process group,
 * started before the describe block's tests and stopped after them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { root } from '../../scripts/lib/apps.ts';

/** Until `url` answers 200 (a dev server answers 404 for a build still being written). */
async function waitForOk(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface DevLoopOptions {
  remote: 'catalog' | 'checkout' | 'account';
  port: number;
  /** The api it uses (started by the dev loop when nothing answers there). */
  apiUrl: () => string;
}

export function devLoop(options: DevLoopOptions) {
  const state: { child?: ChildProcess; workDir?: string } = {};
  const origin = `http://localhost:${options.port}`;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    state.workDir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-e2e-dev-${options.remote}-`));
    state.child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/dev.ts', options.remote], {
      cwd: root,
      // Its own process group, so the api and the dev server it starts stop with it.
      detached: true,
      stdio: ['ignore', 'ignore', process.env.SHOP_DEBUG ? 'inherit' : 'ignore'],
      env: {
        ...process.env,
        DEV_PORT: String(options.port),
        API_URL: options.apiUrl(),
        DB_FILE: path.join(state.workDir, 'shop.sqlite'),
      },
    });
    // The standalone page answers once the first compile is done; the federated build follows it.
    await waitForOk(`${origin}/en`, 150_000);
    await waitForOk(`${origin}/${options.remote}/remoteEntry.js`, 60_000);
  });
  test.afterAll(async () => {
    const child = state.child;
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    if (state.workDir) fs.rmSync(state.workDir, { recursive: true, force: true });
  });
  return { origin, entry: `${origin}/${options.remote}/remoteEntry.js` };
}
