/** Starts the composed shop as `npm start` does (api, one origin per remote, shell server), on test ports and a fresh database. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startShop } from '../../scripts/lib/shop.ts';
import { chromiumLaunch } from '../playwright.config.ts';
import { stateFile, testShop } from './ports.ts';

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
  const shop = await startShop({
    ...testShop,
    deployRoot: path.join(workDir, 'deploy'),
    dbFile: path.join(workDir, 'shop.sqlite'),
  });
  const pids = Object.values(shop.processes).map((child) => child.pid);
  fs.writeFileSync(stateFile, JSON.stringify({ workDir, deployRoot: shop.deployRoot, pids }));
  // Playwright keeps this process alive until teardown, so the children live for the whole run.
  (globalThis as { __shop?: typeof shop }).__shop = shop;
}
