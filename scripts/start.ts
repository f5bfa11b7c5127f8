/** `npm start`: builds what changed, publishes the remotes, and serves the whole shop at http://localhost:8080. */
import { buildApps, staleApps } from './lib/build.ts';
import { defaultDbFile, startShop } from './lib/shop.ts';
import { remotes } from './lib/apps.ts';

const stale = staleApps();
if (stale.length) {
  console.log(`Building ${stale.join(', ')}…`);
  const timings = await buildApps(stale);
  for (const [app, ms] of Object.entries(timings)) console.log(`  ${app}: ${(ms / 1000).toFixed(1)} s`);
  // startShop publishes each rebuilt remote as a new version (named by its bytes) and points the registry at it.
}
// The local shop runs in development: a developer's browser may load a remote from `npm run dev -- <remote>`.
const shop = await startShop({
  port: Number(process.env.PORT ?? 8080),
  verbose: true,
  shellEnv: { SHOP_ENV: process.env.SHOP_ENV ?? 'development' },
});
console.log(`
The shop is open: ${shop.url}
  api (proxied at ${shop.url}/api): ${shop.apiUrl}
${remotes.map((app) => `  ${app}: ${shop.remoteOrigin(app)}/${app}/`).join('\n')}
  database: ${defaultDbFile()}
Press Ctrl-C to stop.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await shop.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
