import { defineConfig } from '@playwright/test';
import { baseURL } from './support/ports.ts';

/** Debian's Chromium with the flags this machine needs (no downloads, no background network). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './specs',
  // One composed shop serves every spec; the failure specs flip its registry, so specs run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
});
