/** `npm run build`: builds every app (browser and Node), or the ones named: `npm run build -- catalog`. */
import { apps, type App } from './lib/apps.ts';
import { buildApps } from './lib/build.ts';

const named = process.argv.slice(2).filter((arg): arg is App => (apps as readonly string[]).includes(arg));
const timings = await buildApps(named.length ? named : apps);
for (const [app, ms] of Object.entries(timings)) console.log(`built ${app} in ${(ms / 1000).toFixed(1)} s`);
