/**
 * `npx tsx scripts/bench/profile-server.ts [seconds]`: where an uncached render spends the shop server's CPU (issue 14).
 * Starts a bench shop with RENDER_CACHE=off and the shell's server profiled (cpu-profile-preload.cjs), loads home, a category and a
 * product page as a guest (8 connections, a few seconds each, after one warm-up render), stops the shop (the profile
 * is written on exit) and prints the heaviest functions by self time and the share of each area (React, GC, gzip...).
 * BENCH_PORT_BASE moves the ports; the .cpuprofile file is kept in a temporary folder for Chrome DevTools.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchShop } from './bench-shop.ts';
import { shopUrl } from './options.ts';
import { summarizeProfile, type CpuProfile } from './profile-summary.ts';

const seconds = Number(process.argv[2] ?? 5);
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-profile-'));

async function productPath(): Promise<string> {
  const response = await fetch(`${shopUrl}/api/getProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ id_category: 3 }),
  });
  const envelope = (await response.json()) as { psdata: { products?: { link?: string }[] } };
  const link = envelope.psdata.products?.[0]?.link;
  if (!link) throw new Error('getProducts listed no product in category 3');
  const url = new URL(link, shopUrl);
  return url.pathname + url.search;
}

const shop = await startBenchShop({
  RENDER_CACHE: 'off',
  // NODE_OPTIONS refuses --cpu-prof: a preloaded script profiles the server with the inspector instead.
  NODE_OPTIONS: `--require ${path.join(import.meta.dirname, 'cpu-profile-preload.cjs')}`,
  CPU_PROFILE_DIR: profileDir,
});
try {
  const pages = ['/en', '/en/3-women', await productPath()];
  for (const page of pages) await (await fetch(`${shopUrl}${page}`)).arrayBuffer();
  for (const page of pages) {
    const result = await autocannon({
      url: `${shopUrl}${page}`,
      connections: 8,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip', 'accept-language': 'en' },
    });
    console.log(`${page}: ${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms`);
  }
} finally {
  await shop.stop();
}
const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${profileDir}`);
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
console.log(`\nProfile: ${path.join(profileDir, file)}\n`);
console.log(summarizeProfile(profile, 30));
