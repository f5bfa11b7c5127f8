/**
 * Starts the composed shop as `npm start` does (api, one origin per remote, shell server), on test ports and a fresh
 * database, its api asking a fake VIES on loopback (ADR 0104) whose answer depends on the number (FAKE_VAT), so specs
 * running side by side never switch a mode, and no run reaches the EU's service.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startShop } from '../../scripts/lib/shop.ts';
import { startFakeVies } from '../../api/test/support/fake-vies.ts';
import { chromiumLaunch } from '../playwright.config.ts';
import { stateFile, testShop } from './ports.ts';

/** How long the test shop's api waits for VIES (VIES_TIMEOUT_MS) before it keeps a number, not verified. */
const viesTimeoutMs = 1_500;

export default async function globalSetup() {
  // The report says which browser proved the shop: a suite green on one Chromium can be red on the next.
  if (!fs.existsSync(chromiumLaunch.executablePath))
    throw new Error(
      `No Chromium at ${chromiumLaunch.executablePath}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  const browser = await chromium.launch(chromiumLaunch);
  console.log(`End-to-end tests in Chromium ${browser.version()} (${chromiumLaunch.executablePath})`);
  await browser.close();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  const vies = await startFakeVies();
  const shop = await startShop({
    ...testShop,
    deployRoot: path.join(workDir, 'deploy'),
    dbFile: path.join(workDir, 'shop.sqlite'),
    // The shell's figures, for the specs that check what it counted (slot-reports).
    shellEnv: { SHELL_METRICS_PORT: String(testShop.metricsPort) },
    // A number the fake never answers is given up on quickly: the "VIES cannot answer" journeys stay short.
    apiEnv: { VIES_URL: vies.url, VIES_TIMEOUT_MS: String(viesTimeoutMs) },
  });
  const pids = Object.values(shop.processes).map((child) => child.pid);
  fs.writeFileSync(stateFile, JSON.stringify({ workDir, deployRoot: shop.deployRoot, pids }));
  // Playwright keeps this process alive until teardown, so the children live for the whole run.
  Object.assign(globalThis as { __shop?: typeof shop; __vies?: typeof vies }, { __shop: shop, __vies: vies });
}
