/** Helpers the specs share: the shop's deploy root, and a way to point one remote somewhere else for a while. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { integrityOf, sriOf } from '../../shell/server/release/integrity.ts';
import { stateFile } from './ports.ts';

type RemoteName = 'catalog' | 'checkout' | 'account';
interface RemoteEntry {
  version: string;
  browser: string;
  server: string;
  integrity?: Record<string, string>;
}
interface Registry {
  remotes: Record<RemoteName, RemoteEntry & { canary?: RemoteEntry & { percent: number; since: string } }>;
}

export const deployRoot = (): string =>
  (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { deployRoot: string }).deployRoot;
const registryFile = (root = deployRoot()) => path.join(root, 'registry.json');
/** The registry of the suite's shop, or of the shop whose deploy root is `root` (a spec's own shop). */
export const readRegistry = (root?: string): Registry =>
  JSON.parse(fs.readFileSync(registryFile(root), 'utf8')) as Registry;

export function writeRegistry(registry: Registry, root?: string): void {
  const temp = `${registryFile(root)}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(registry, null, 2));
  fs.renameSync(temp, registryFile(root));
}

/** Points one remote (browser and server builds) at `origin` until the returned function restores it. */
export function pointRemoteAt(remote: RemoteName, origin: string): () => void {
  const original = readRegistry();
  const entry = original.remotes[remote];
  const moved = (url: string) => `${origin}${new URL(url).pathname}`;
  writeRegistry({
    remotes: {
      ...original.remotes,
      [remote]: { ...entry, browser: moved(entry.browser), server: moved(entry.server) },
    },
  });
  return () => writeRegistry(original);
}

/** A loopback port nothing listens on: a remote that is down. */
export async function closedPortOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://localhost:${port}`;
}

/**
 * A real server on loopback that misbehaves: answers every request with 500 or 503 (an api in maintenance), never
 * answers, answers every request with JavaScript that does not parse (a remote deployed broken), or answers every
 * request with the same JSON (an api or content server replying malformed data).
 */
export async function startMisbehavingServer(
  mode: '500' | '503' | 'hang' | 'bad-js' | { json: unknown },
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    if (mode === 'bad-js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
      res.end('export default {{ this is not JavaScript');
    } else if (mode === '500' || mode === '503') {
      res.writeHead(Number(mode), { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
      res.end(mode === '500' ? 'Internal Server Error' : 'Service Unavailable');
    } else if (typeof mode === 'object') {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(mode.json));
    }
  });
  return serveOnLoopback(server);
}

/** Starts `server` on a free loopback port; `close` ends its open connections too, so it never waits on a client. */
export async function serveOnLoopback(server: http.Server): Promise<{ origin: string; close(): Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Layout shifts without recent input, summed (CLS), read after the page settles. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );

/**
 * Waits until the shell has hydrated the server-rendered page, every region included: each Suspense
 * boundary hydrates in its own task, and a control React has not reached yet carries no fiber (HTML set
 * through dangerouslySetInnerHTML never does, hence controls only).
 */
export async function hydrated(page: Page): Promise<void> {
  // A shared page starts its scripts on the first sign of use (ADR 0502): the pointer moves, as a shopper's would.
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('#app :is(a, button, input, select, textarea)')].every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    null,
    { timeout: 15_000 },
  );
}

/** Writes a built file and its precompressed copies (a build ships brotli and gzip copies beside each asset). */
function writeBuilt(file: string, text: string): void {
  fs.writeFileSync(file, text);
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

/**
 * Publishes a variant of a remote's current version: a copy under a new version folder with one
 * text changed in its built files (browser and Node), and points the registry at it, as a rebuild and a publish
 * would (the chunks' hashes in the entry and the version's integrity hashes follow). Returns the
 * function that points the registry back.
 */
export function publishVariant(
  remote: RemoteName,
  from: string,
  to: string,
  /**
   * `tampered`: the bytes change after the publish recorded their hashes (a compromised CDN): the registry keeps the
   * original version's hashes, the entry keeps its chunks' old hashes.
   */
  how: 'published' | 'tampered' = 'published',
): { version: string; restore: () => void } {
  return publishEdited(
    remote,
    `${how}\n${from}\n${to}`,
    (text) => (text.includes(from) ? text.split(from).join(to) : text),
    {
      how,
      what: `"${from}"`,
    },
  );
}

/**
 * As `publishVariant`, with any edit of the built scripts (`edit` answers a file's text, changed or not), named by
 * `label`; in the suite's shop, or in the shop whose deploy root is `root`.
 */
export function publishEdited(
  remote: RemoteName,
  label: string,
  edit: (text: string, file: string) => string,
  { how = 'published', what = 'the edit', root }: { how?: 'published' | 'tampered'; what?: string; root?: string } = {},
): { version: string; restore: () => void } {
  const original = readRegistry(root);
  const entry = original.remotes[remote];
  // Named by what it holds, as a content-hashed build is: two different variants never share a version folder (a server
  // keeps a version's code once loaded, so reusing a name for other bytes would be a publish no shop can do).
  const variant = createHash('sha256').update(label).digest('hex').slice(0, 8);
  const version = `${entry.version}-${how === 'published' ? 'variant' : 'tampered'}-${variant}`;
  const source = path.join(root ?? deployRoot(), remote, entry.version);
  const target = path.join(root ?? deployRoot(), remote, version);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(source, target, { recursive: true });
  const scripts: string[] = [];
  const walk = (dir: string) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, item.name);
      if (item.isDirectory()) walk(file);
      else if (file.endsWith('.js')) scripts.push(file);
    }
  };
  walk(target);
  // Changed chunks get new hashes, which the runtime that loads them (the entry) carries.
  const rehashed = new Map<string, string>();
  for (const file of scripts) {
    const text = fs.readFileSync(file, 'utf8');
    const next = edit(text, file);
    if (next === text) continue;
    writeBuilt(file, next);
    rehashed.set(sriOf(text), sriOf(next));
  }
  if (rehashed.size === 0) throw new Error(`${what} changed no built file of ${remote} ${entry.version}`);
  for (const file of how === 'published' ? scripts : []) {
    const text = fs.readFileSync(file, 'utf8');
    let next = text;
    for (const [before, after] of rehashed) next = next.split(before).join(after);
    if (next !== text) writeBuilt(file, next);
  }
  const moved = (url: string) => url.replace(`/${entry.version}/`, `/${version}/`);
  // Every file of the version folder, the Node build's under `server/`, as a publish records them.
  const integrity = how === 'published' ? integrityOf(target) : entry.integrity;
  writeRegistry(
    {
      remotes: {
        ...original.remotes,
        [remote]: { version, browser: moved(entry.browser), server: moved(entry.server), integrity },
      },
    },
    root,
  );
  return { version, restore: () => writeRegistry(original, root) };
}

/** Points only a remote's Node build somewhere else (its browser build stays), until restored. */
export function pointServerBuildAt(remote: RemoteName, url: string): () => void {
  const original = readRegistry();
  writeRegistry({ remotes: { ...original.remotes, [remote]: { ...original.remotes[remote], server: url } } });
  return () => writeRegistry(original);
}

/** Serves a JavaScript file that throws when evaluated: a broken Node build. */
export async function startThrowingEntryServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end('throw new Error("this build is broken");');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/server/remoteEntry.js`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Collects the hydration warnings the shell reports from now on (a mismatch between server and browser shows here). */
export function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}
