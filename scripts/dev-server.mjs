/**
 * The dev server of one remote (started by `npm run dev -- <remote>`, in plain Node like every rspack run: ADR 0003).
 * On one port it serves:
 * - `/{lang}/…`: the remote alone (its `src/bootstrap.tsx`), rebuilt on every save and hot-replaced (Fast Refresh);
 * - `/<remote>/remoteEntry.js` and its chunks: the remote's federated browser build, rebuilt on every save, for a
 *   shop whose operator allows this origin to stand in for the registry's version in one developer's browser;
 * - `/api/…` and `/cms/…`: the api, proxied, so the session cookie stays first-party.
 * Usage: node scripts/dev-server.mjs <remote> <port> <api url>
 */
import path from 'node:path';
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { appConfig, declaredApps, standaloneConfig } from '../build/app-config.mjs';

const [remote, portText, apiUrl] = process.argv.slice(2);
if (!remote || !portText || !apiUrl) {
  console.error('Usage: node scripts/dev-server.mjs <remote> <port> <api url>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, remote);
await import(path.join(dir, 'rspack.config.mjs'));
const options = declaredApps.get(remote);
if (!options) throw new Error(`${remote}/rspack.config.mjs declares no app named ${remote}`);

// The federated build, as the shop loads it, into its own folder (never over the remote's real build).
const federated = appConfig(options, 'browser');
const localDir = path.join(dir, 'dist', 'local');
federated.output = { ...federated.output, path: localDir };
federated.optimization = { ...federated.optimization, minimize: false };
// The local build's marker: a page running it says so on <html> (and in the console), so nobody mistakes it for the
// registry's version.
const marker = `(function(){var s=document.currentScript;var src=s&&s.src||'';document.documentElement.setAttribute('data-local-${remote}',src);console.info('[${remote}] running the local build from '+src);})();`;
federated.plugins = [
  ...(federated.plugins ?? []),
  new rspack.BannerPlugin({ banner: marker, raw: true, include: /remoteEntry\.js$/ }),
];
const watching = rspack(federated).watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error || stats?.hasErrors())
    console.error(`[${remote}] federated build failed:`, error ?? stats?.toString('errors-only'));
  else console.log(`[${remote}] federated build ready at http://localhost:${portText}/${remote}/remoteEntry.js`);
});

const compiler = rspack(standaloneConfig({ name: remote, dir, plugins: [new ReactRefreshRspackPlugin()] }));
const server = new RspackDevServer(
  {
    port: Number(portText),
    host: 'localhost',
    hot: true,
    historyApiFallback: true,
    // The shop's pages fetch the federated build cross-origin (scripts and the manifest).
    headers: { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' },
    static: [{ directory: localDir, publicPath: `/${remote}/`, watch: false }],
    proxy: [{ context: ['/api', '/cms'], target: apiUrl, changeOrigin: false }],
    client: { overlay: { errors: true, warnings: false } },
  },
  compiler,
);
await server.start();
console.log(`[${remote}] standalone at http://localhost:${portText}/en (api ${apiUrl})`);

const stop = async () => {
  await server.stop();
  watching.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
