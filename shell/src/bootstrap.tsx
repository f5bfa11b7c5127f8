/**
 * The shell in the browser: registers the remotes the server rendered with, loads the page's code, hydrates once.
 * The code arrives in parts (react-dom, the app, each remote module) and each part runs as soon as its own files are
 * there, so starting the page takes several short tasks instead of one long one that would block a phone's input.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { pageDataGlobal, type PageData } from './app/page-data.ts';

/** A file lost on a flaky connection is asked for once more (the bundler forgets a failed chunk). */
const retryOnce = <T,>(load: () => Promise<T>): Promise<T> => load().catch(() => load());

async function start() {
  const data = (window as unknown as Record<string, PageData>)[pageDataGlobal];
  if (!data) throw new Error('The page carries no data to hydrate with.');
  // Only the remotes the server rendered with: a remote its registry lacked stays unregistered (its slots fail).
  registerRemotes(Object.entries(data.entries).map(([name, entry]) => ({ name, entry })));
  const dom = retryOnce(() => import('react-dom/client'));
  dom.catch(() => undefined); // Reported below, once, whichever part fails first.
  const { preparePage } = await retryOnce(() => import('./hydrate.tsx'));
  const page = preparePage(data);
  const [{ hydrateRoot }] = await Promise.all([dom, page.ready]);
  page.hydrate(hydrateRoot);
}

start().catch((error: unknown) => {
  // The server's HTML stays: its links and forms work as plain pages, without the app's enhancements.
  document.documentElement.dataset.hydrated = 'failed';
  console.error('[shell] the page could not start:', error instanceof Error ? error.message : error);
});
