/**
 * Builds apps with rspack, each twice (browser and Node). rspack runs in plain Node, not under this
 * script's TypeScript loader, which would leak its helpers into the federation runtime it generates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import zlib from 'node:zlib';
import { contractVersion } from '../../build/shared-deps.mjs';
import { apps, distDir, root, type App } from './apps.ts';
import { contractOf, sharedVersion } from './shared-contract.ts';

export async function buildApps(selected: readonly App[] = apps): Promise<Record<App, number>> {
  const timings = {} as Record<App, number>;
  for (const app of selected) {
    const started = performance.now();
    const cli = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [cli, 'build', '--config', path.join(root, app, 'rspack.config.mjs')], {
        cwd: root,
        stdio: 'inherit',
      });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${app} failed to build (exit ${code})`))));
    });
    precompress(path.join(distDir(app), 'browser'));
    fs.writeFileSync(
      path.join(distDir(app), 'build-info.json'),
      JSON.stringify(
        { app, contractVersion: contractVersion(), shared: contractOf(app), builtAt: new Date().toISOString() },
        null,
        2,
      ),
    );
    timings[app] = Math.round(performance.now() - started);
  }
  return timings;
}

/**
 * Writes a brotli and a gzip copy beside every browser asset, once at build time, so servers send
 * compressed bytes without compressing on each request (the phone profile's 1.6 Mbps counts every KB).
 */
function precompress(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|css|json|svg)$/.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    if (content.length < 512) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  }
}

/** Newest modification time under the given folders (skipping builds and dependencies). */
function newestMtime(dirs: string[]): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) if (fs.existsSync(dir)) walk(dir);
  return newest;
}

/**
 * Apps whose build is missing, older than their sources (or the shared code, locales, build config), or made with
 * another version of `shared` than the checkout's: a pull that raises `shared`'s version must rebuild every app, or the
 * remotes' shared singletons would fall outside the shell's range and their publish be refused.
 */
export function staleApps(): App[] {
  const common = newestMtime(['shared/src', 'locales', 'build'].map((dir) => path.join(root, dir)));
  const shared = sharedVersion();
  return apps.filter((app) => {
    const marker = path.join(distDir(app), 'build-info.json');
    if (!fs.existsSync(marker)) return true;
    const info = JSON.parse(fs.readFileSync(marker, 'utf8')) as { shared?: { version?: string } };
    if (info.shared?.version !== shared) return true;
    const built = fs.statSync(marker).mtimeMs;
    return Math.max(common, newestMtime([path.join(root, app, 'src'), path.join(root, app, 'server')])) > built;
  });
}
