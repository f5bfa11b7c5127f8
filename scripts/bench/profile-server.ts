/**
 * `npx tsx scripts/bench/profile-server.ts [seconds] [--cpu-only]`: where an uncached render spends the shop server's
 * CPU (ADR 0600), and how much of it a page costs.
 * Starts a bench shop with RENDER_CACHE=off and the shell's server profiled (cpu-profile-preload.cjs), loads home, a category and a
 * product page as a guest (8 connections, a few seconds each, after one warm-up render), prints the server process's
 * CPU time per page (all its threads, gzip's included: a figure that holds on a machine busy with other work, where
 * pages/s does not), stops the shop (the profile is written on exit) and prints the heaviest functions by self time
 * and the inclusive time of the render's steps. `--cpu-only`: the CPU time per page without the profiler's cost;
 * `--only home|category|product`: load that page alone (one kind's profile).
 * BENCH_PORT_BASE moves the ports; the .cpuprofile file is kept in a temporary folder for Chrome DevTools.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchShop } from './bench-shop.ts';
import { shopUrl } from './options.ts';
import { summarizeProfile, type CpuProfile } from './profile-summary.ts';

const args = process.argv.slice(2);
const cpuOnly = args.includes('--cpu-only');
const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
const kinds = ['home', 'category', 'product'] as const;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
if (only !== undefined && !kinds.includes(only as (typeof kinds)[number])) {
  throw new Error(`--only takes one of ${kinds.join(', ')}, not ${only}`);
}
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

/** User and system CPU seconds the process has used so far (all threads), from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (name) ".
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const shop = await startBenchShop({
  shellEnv: {
    RENDER_CACHE: 'off',
    // NODE_OPTIONS refuses --cpu-prof: a preloaded script profiles the server with the inspector instead.
    ...(cpuOnly
      ? {}
      : {
          NODE_OPTIONS: `--require ${path.join(import.meta.dirname, 'cpu-profile-preload.cjs')}`,
          CPU_PROFILE_DIR: profileDir,
        }),
  },
});
const shellPid = shop.shop.processes.shell?.pid;
if (!shellPid) throw new Error('the shop has no shell process');
try {
  const all = { home: '/en', category: '/en/3-women', product: await productPath() };
  const pages = only ? [all[only as (typeof kinds)[number]]] : Object.values(all);
  for (const page of pages) await (await fetch(`${shopUrl}${page}`)).arrayBuffer();
  // The profile from here on: the process's start (its remotes' code loaded and compiled) is not a render's cost.
  if (!cpuOnly) process.kill(shellPid, 'SIGUSR2');
  for (const page of pages) {
    const before = cpuSeconds(shellPid);
    const result = await autocannon({
      url: `${shopUrl}${page}`,
      connections: 8,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip', 'accept-language': 'en' },
    });
    const cpuMs = ((cpuSeconds(shellPid) - before) * 1000) / (result.requests.total || 1);
    console.log(
      `${page}: ${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms, ` +
        `server CPU ${cpuMs.toFixed(1)} ms a page (${result.requests.total} pages)`,
    );
  }
} finally {
  await shop.stop();
}
if (cpuOnly) process.exit(0);
const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${profileDir}`);
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
console.log(`\nProfile: ${path.join(profileDir, file)}\n`);
console.log(summarizeProfile(profile, 30));
