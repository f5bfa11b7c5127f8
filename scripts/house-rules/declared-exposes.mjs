/**
 * Prints the `exposes` each named app's rspack.config.mjs really declares, as JSON (name → key → file).
 * Run in plain Node (rspack's configs are plain ES modules, ADR 0003): node declared-exposes.mjs <config>...
 */
import { pathToFileURL } from 'node:url';
import { declaredApps } from '../../build/app-config.mjs';

/** @type {Record<string, { name: string, exposes: Record<string, string> }>} */
const found = {};
for (const config of process.argv.slice(2)) {
  const before = new Set(declaredApps.keys());
  await import(pathToFileURL(config).href);
  const name = [...declaredApps.keys()].find((key) => !before.has(key));
  if (!name) throw new Error(`${config} declares no app through appConfigs()`);
  found[config] = { name, exposes: declaredApps.get(name)?.exposes ?? {} };
}
process.stdout.write(JSON.stringify(found));
