/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { chunkUrlIn, nodeEntriesPlugin, remoteOfRuntimeName } from './node-entries.ts';

interface FakeInstance {
  name: string;
  options: { name: string };
  version: string;
  hooks: { fetch?: (url: string, init: RequestInit) => Promise<Response> }[];
}
type Federation = { __INSTANCES__: FakeInstance[]; __GLOBAL_PLUGIN__: { apply?: (instance: unknown) => unknown }[] };
const federation = () => (globalThis as unknown as { __FEDERATION__: Federation }).__FEDERATION__;

/**
 * A remote's Node entry as a build writes it, reduced to what collides between versions: it joins the first federation
 * instance of its remote's name (as `getGlobalFederationInstance` does) or creates one, which the global plugins join
 * (`apply`), and exports its container under the remote's name.
 */
const entryCode = (version: string) => `
  const list = globalThis.__FEDERATION__.__INSTANCES__;
  let instance = list.find((candidate) => candidate.options.name === 'catalog');
  if (!instance) {
    instance = { name: 'catalog', options: { name: 'catalog' }, version: '${version}', hooks: [] };
    instance.hooks = globalThis.__FEDERATION__.__GLOBAL_PLUGIN__.map((plugin) => plugin.apply?.(instance) ?? plugin);
    list.push(instance);
  }
  module.exports = { catalog: { init() {}, get: () => '${version}', instance } };
`;

describe('nodeEntriesPlugin', () => {
  let server: http.Server;
  let origin: string;
  const fetched: string[] = [];
  // The shell's fetch, reading from the loopback server below (unit tests refuse the global fetch).
  const plugin = nodeEntriesPlugin(
    (url) =>
      new Promise<Response>((resolve, reject) => {
        fetched.push(url);
        http
          .get(url, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode })));
          })
          .on('error', reject);
      }),
  );

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const [, version, file] = /^\/catalog\/([^/]+)\/server\/(.+)$/.exec(req.url ?? '') ?? [];
      res.writeHead(version ? 200 : 404, { 'content-type': 'text/javascript' });
      res.end(file === 'remoteEntry.js' ? entryCode(version!) : `chunk of ${version}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    registerGlobalPlugins([plugin]);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const load = async (runtimeName: string, version: string) =>
    (await plugin.loadEntry!({
      remoteInfo: { name: runtimeName, entry: `${origin}/catalog/${version}/server/remoteEntry.js` },
    } as never)) as unknown as { get(): string; instance: FakeInstance };

  it('runs two versions of one remote side by side, each with its own instance fetching its own chunks', async () => {
    const host = { name: 'shell', options: { name: 'shell' }, version: '', hooks: [] };
    federation().__INSTANCES__.push(host);
    const stable = await load('catalog', 'v1');
    const canary = await load('catalog@v2', 'v2');
    expect(stable.get()).toBe('v1');
    expect(canary.get()).toBe('v2');
    expect(canary.instance).not.toBe(stable.instance);
    expect(canary.instance.version).toBe('v2');
    // Nothing was lost or reordered for the runtime: the host first, then each version's own instance.
    expect(federation().__INSTANCES__.slice(-3)).toEqual([host, stable.instance, canary.instance]);
    // The remote's runtime asks for a chunk where the first entry of its name lives; each build reads its own.
    const resolved = `${origin}/catalog/v1/server/12.js`;
    const [canaryFetch] = canary.instance.hooks.map((hooks) => hooks.fetch).filter(Boolean);
    expect(await (await canaryFetch!(resolved, {})).text()).toBe('chunk of v2');
    const [stableFetch] = stable.instance.hooks.map((hooks) => hooks.fetch).filter(Boolean);
    expect(await (await stableFetch!(resolved, {})).text()).toBe('chunk of v1');
    // Every file went through the shell's fetch (its time limit and recorded hashes).
    expect(fetched).toEqual([
      `${origin}/catalog/v1/server/remoteEntry.js`,
      `${origin}/catalog/v2/server/remoteEntry.js`,
      `${origin}/catalog/v2/server/12.js`,
      `${origin}/catalog/v1/server/12.js`,
    ]);
  });

  it('names versions and places chunks beside their own entry', () => {
    expect(remoteOfRuntimeName('catalog')).toBe('catalog');
    expect(remoteOfRuntimeName('catalog@1.0.0-abc')).toBe('catalog');
    expect(chunkUrlIn('https://cdn/catalog/b/server/', 'https://cdn/catalog/a/server/12.js')).toBe(
      'https://cdn/catalog/b/server/12.js',
    );
  });
});
