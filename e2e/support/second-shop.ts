/**
 * A second composed shop for the specs that need other settings (a theme, maintenance, a misbehaving api): the same
 * builds, its own ports (the suite's base + `offset`), deploy root and database; started before the describe block's
 * tests and stopped after them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { startShop, type Shop } from '../../scripts/lib/shop.ts';
import { testShop } from './ports.ts';

/** The port base of a second shop at `offset` (its api listens on base + 81). */
export const secondShopBase = (offset: number): number => testShop.port - 80 + offset;

export function secondShop(
  name: string,
  offset: number,
  shellEnv: () => Promise<Record<string, string>> | Record<string, string>,
) {
  const base = secondShopBase(offset);
  const state: { shop?: Shop; workDir?: string; shellLog: string } = { shellLog: '' };
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    state.workDir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-e2e-${name}-`));
    state.shop = await startShop({
      port: base + 80,
      apiPort: base + 81,
      remotePorts: { catalog: base + 1, checkout: base + 2, account: base + 3 },
      deployRoot: path.join(state.workDir, 'deploy'),
      dbFile: path.join(state.workDir, 'shop.sqlite'),
      shellEnv: await shellEnv(),
    });
    state.shop.processes.shell?.stderr?.on('data', (chunk: Buffer) => (state.shellLog += chunk.toString()));
  });
  test.afterAll(async () => {
    await state.shop?.stop();
    if (state.workDir) fs.rmSync(state.workDir, { recursive: true, force: true });
  });
  return {
    url: () => state.shop?.url ?? '',
    /** Its deploy root (registry, release history, version folders). */
    deployRoot: () => state.shop?.deployRoot ?? '',
    /** What the shell's server wrote to stderr since it started (its warnings and errors). */
    shellLog: () => state.shellLog,
  };
}
