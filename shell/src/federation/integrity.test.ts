/** @jest-environment node */
import { createHash } from 'node:crypto';
import { integrityFor, recordedIntegrity, sriOf, trustRegistry, verified } from './integrity.ts';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const folder = 'https://cdn.example/catalog/1.0.0-abc/';
const entry = {
  version: '1.0.0-abc',
  browser: `${folder}mf-manifest.json`,
  server: `${folder}server/remoteEntry.js`,
  integrity: { 'remoteEntry.js': sri('browser entry'), 'server/remoteEntry.js': sri('module.exports = 1;') },
};

const canaryFolder = 'https://cdn.example/catalog/1.0.0-def/';
const canary = {
  version: '1.0.0-def',
  browser: `${canaryFolder}mf-manifest.json`,
  server: `${canaryFolder}server/remoteEntry.js`,
  integrity: { 'server/remoteEntry.js': sri('module.exports = 2;') },
  percent: 10,
  since: '2026-11-27T06:00:00.000Z',
};

describe('integrity', () => {
  beforeAll(() => trustRegistry({ remotes: { catalog: { ...entry, canary } } }));

  it('trusts a running canary’s recorded bytes beside the stable version’s, each in its own folder', async () => {
    expect(integrityFor(`${canaryFolder}server/remoteEntry.js`)).toBe(sri('module.exports = 2;'));
    expect(integrityFor(`${folder}server/remoteEntry.js`)).toBe(sri('module.exports = 1;'));
    await expect(verified(`${canaryFolder}server/remoteEntry.js`, new Response('module.exports = 1;'))).rejects.toThrow(
      /does not match/,
    );
  });

  it('computes the same sha384 as the publish does', async () => {
    expect(await sriOf(new TextEncoder().encode('browser entry').buffer as ArrayBuffer)).toBe(sri('browser entry'));
  });

  it('passes the bytes recorded at publish, unchanged', async () => {
    const response = await verified(`${folder}server/remoteEntry.js`, new Response('module.exports = 1;'));
    expect(await response.text()).toBe('module.exports = 1;');
  });

  it('refuses changed bytes, and files of a listed version that the publish did not record', async () => {
    await expect(
      verified(`${folder}server/remoteEntry.js`, new Response('module.exports = 1;globalThis.pwned = true;')),
    ).rejects.toThrow(/does not match the hash recorded at publish/);
    expect(integrityFor(`${folder}server/extra.js`)).toBeNull();
    await expect(verified(`${folder}server/extra.js`, new Response(''))).rejects.toThrow(/not among the files/);
  });

  it('leaves files it knows nothing of alone (a developer’s local build)', async () => {
    expect(integrityFor('http://localhost:3001/catalog/remoteEntry.js')).toBeUndefined();
    const response = new Response('anything');
    expect(await verified('http://localhost:3001/catalog/remoteEntry.js', response)).toBe(response);
  });

  it('tells the page the recorded hash of a browser entry in the version folder only', () => {
    expect(recordedIntegrity(entry, `${folder}remoteEntry.js`)).toBe(sri('browser entry'));
    expect(recordedIntegrity(entry, 'https://elsewhere.example/remoteEntry.js')).toBeUndefined();
    expect(recordedIntegrity(undefined, `${folder}remoteEntry.js`)).toBeUndefined();
  });
});
