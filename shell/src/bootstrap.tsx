/**
 * The shell in the browser: registers the remotes the server rendered with, loads the page's code, hydrates once.
 * The code arrives in parts (react-dom, the app, each remote module) and each part runs as soon as its own files are
 * there, so starting the page takes several short tasks instead of one long one that would block a phone's input.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { pageDataGlobal, type PageData } from './app/page-data.ts';
import { remoteNames } from './federation/registry.ts';

async function start() {
  const data = (window as unknown as Record<string, PageData>)[pageDataGlobal];
  if (!data) throw new Error('The page carries no data to hydrate with.');
  registerRemotes(remoteNames.map((name) => ({ name, entry: data.entries[name] })));
  const dom = import('react-dom/client');
  const { preparePage } = await import('./hydrate.tsx');
  const page = preparePage(data);
  const [{ hydrateRoot }] = await Promise.all([dom, page.ready]);
  page.hydrate(hydrateRoot);
}

void start();
