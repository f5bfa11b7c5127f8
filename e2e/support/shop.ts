/** Helpers the specs share: the shop's deploy root, and a way to point one remote somewhere else for a while. */
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { stateFile } from './ports.ts';

type RemoteName = 'catalog' | 'checkout' | 'account';
interface Registry {
  remotes: Record<RemoteName, { version: string; browser: string; server: string }>;
}

export const deployRoot = (): string => (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { deployRoot: string }).deployRoot;
const registryFile = () => path.join(deployRoot(), 'registry.json');
export const readRegistry = (): Registry => JSON.parse(fs.readFileSync(registryFile(), 'utf8')) as Registry;

export function writeRegistry(registry: Registry): void {
  const temp = `${registryFile()}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(registry, null, 2));
  fs.renameSync(temp, registryFile());
}

/** Points one remote (browser and server builds) at `origin` until the returned function restores it. */
export function pointRemoteAt(remote: RemoteName, origin: string): () => void {
  const original = readRegistry();
  const entry = original.remotes[remote];
  const moved = (url: string) => `${origin}${new URL(url).pathname}`;
  writeRegistry({ remotes: { ...original.remotes, [remote]: { ...entry, browser: moved(entry.browser), server: moved(entry.server) } } });
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

/** A real server on loopback that misbehaves: answers every request with 500, or never answers. */
export async function startMisbehavingServer(mode: '500' | 'hang'): Promise<{ origin: string; close(): Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((_req, res) => {
    if (mode === '500') {
      res.writeHead(500, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
      res.end('Internal Server Error');
    }
  });
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

/** Waits until the shell has hydrated the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
}
