import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRegistrySource } from './registry-source.ts';

const entry = (name: string) => ({
  version: '1',
  browser: `http://r/${name}/1/mf-manifest.json`,
  server: `http://r/${name}/1/server/remoteEntry.js`,
});
const complete = { remotes: { catalog: entry('catalog'), checkout: entry('checkout'), account: entry('account') } };

describe('createRegistrySource', () => {
  let dir: string;
  let file: string;
  let logged: string[];
  const source = () => createRegistrySource(file, (message) => logged.push(message));
  const write = (text: string) => {
    fs.writeFileSync(file, text);
    // A new mtime for each write, as a release's rename gives.
    const time = new Date(Date.now() + fs.readdirSync(dir).length * 1000 + Math.random() * 1000);
    fs.utimesSync(file, time, time);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-source-'));
    file = path.join(dir, 'registry.json');
    logged = [];
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('hands out a complete registry as written', async () => {
    write(JSON.stringify(complete));
    expect(await source().read()).toEqual(complete);
    expect(logged).toEqual([]);
  });

  it('leaves out a missing or incomplete remote with a warning, and keeps the others', async () => {
    const { checkout: _checkout, ...rest } = complete.remotes;
    write(JSON.stringify({ remotes: { ...rest, account: { version: '1', browser: entry('account').browser } } }));
    const registry = await source().read();
    expect(registry.remotes).toEqual({ catalog: complete.remotes.catalog });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/no entry for checkout/);
    expect(logged[0]).toMatch(/an incomplete entry for account/);
  });

  it('keeps a valid canary beside the stable entry', async () => {
    const canary = { ...entry('catalog'), version: '2', percent: 50, since: '2026-11-27T06:00:00.000Z' };
    canary.browser = 'http://r/catalog/2/mf-manifest.json';
    canary.server = 'http://r/catalog/2/server/remoteEntry.js';
    const running = { remotes: { ...complete.remotes, catalog: { ...complete.remotes.catalog, canary } } };
    write(JSON.stringify(running));
    expect(await source().read()).toEqual(running);
    expect(logged).toEqual([]);
  });

  it('drops a canary it cannot serve with a logged reason, and keeps serving the stable version', async () => {
    const good = {
      version: '2',
      browser: 'http://r/catalog/2/mf-manifest.json',
      server: 'http://r/catalog/2/server/remoteEntry.js',
      percent: 50,
      since: '2026-11-27T06:00:00.000Z',
    };
    const { server: _server, ...incomplete } = good;
    const cases: [unknown, RegExp][] = [
      [incomplete, /an incomplete entry/],
      [{ ...good, version: '' }, /an incomplete entry/],
      [{ ...good, percent: 0 }, /a share of 0/],
      [{ ...good, percent: 100 }, /a share of 100/],
      [{ ...good, percent: 12.5 }, /a share of 12.5/],
      [{ ...good, percent: '50' }, /a share of "50"/],
      [{ ...good, since: 'yesterday' }, /no start time/],
      [{ ...good, version: '1' }, /the stable version itself/],
      [{ ...good, integrity: { 'remoteEntry.js': 'md5-x' } }, /an incomplete entry/],
    ];
    for (const [canary, reason] of cases) {
      logged = [];
      write(JSON.stringify({ remotes: { ...complete.remotes, catalog: { ...complete.remotes.catalog, canary } } }));
      expect(await source().read()).toEqual(complete);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(reason);
      expect(logged[0]).toMatch(/a canary of catalog with .*: it is ignored, catalog 1 serves everyone/);
    }
  });

  it('keeps the last good registry when the file turns unreadable or not JSON, and logs it once', async () => {
    const registries = source();
    write(JSON.stringify(complete));
    await registries.read();
    write('{"remotes": {"catalog"');
    expect(await registries.read()).toEqual(complete);
    expect(await registries.read()).toEqual(complete);
    write('[]');
    expect(await registries.read()).toEqual(complete);
    fs.rmSync(file);
    expect(await registries.read()).toEqual(complete);
    expect(logged).toHaveLength(3);
    expect(logged.every((message) => /keeping the last good one/.test(message))).toBe(true);
  });

  it('throws when there has never been a readable registry (the page answers 500)', async () => {
    write('not json');
    await expect(source().read()).rejects.toThrow(/is not readable/);
    fs.rmSync(file);
    await expect(source().read()).rejects.toThrow(/is not readable/);
  });
});
