/**
 * The shell in the browser: registers the remotes the server rendered with, loads the page's code, hydrates once.
 * The code arrives in parts (react-dom, the app, each remote module) and each part runs as soon as its own files are
 * there, so starting the page takes several short tasks instead of one long one that would block a phone's input.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { pageDataGlobal, type PageData } from './app/page-data.ts';
import { expectIntegrity } from './federation/integrity.ts';

/**
 * Resolves after the browser has produced its first frame: frames wait for the head's styles, so nothing asked for
 * after this can delay the first paint (a remote's origin is never on that path, however it misbehaves).
 */
const painted = () =>
  new Promise<void>((resolve) => {
    // A tab opened in the background paints nothing until shown: there is no paint to protect, so go on.
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** A file lost on a flaky connection is asked for once more (the bundler forgets a failed chunk). */
const retryOnce = <T,>(load: () => Promise<T>): Promise<T> => load().catch(() => load());

async function start() {
  const data = (window as unknown as Record<string, PageData>)[pageDataGlobal];
  if (!data) throw new Error('The page carries no data to hydrate with.');
  // The shell's own files come from the shop's origin: asked for at once.
  const dom = retryOnce(() => import('react-dom/client'));
  dom.catch(() => undefined); // Reported below, once, whichever part fails first.
  const app = retryOnce(() => import('./hydrate.tsx'));
  app.catch(() => undefined);
  await painted();
  // Only the remotes the server rendered with: a remote its registry lacked stays unregistered (its slots fail).
  // Each entry with the hash recorded at publish (the runtime plugin puts it on the script).
  for (const [name, entry] of Object.entries(data.entries)) {
    const hash = data.integrity?.[name as keyof PageData['entries']];
    if (hash) expectIntegrity(entry, hash);
  }
  registerRemotes(Object.entries(data.entries).map(([name, entry]) => ({ name, entry })));
  const { preparePage } = await app;
  const page = preparePage(data);
  const [{ hydrateRoot }] = await Promise.all([dom, page.ready]);
  page.hydrate(hydrateRoot);
}

start().catch((error: unknown) => {
  // The server's HTML stays: its links and forms work as plain pages, without the app's enhancements.
  document.documentElement.dataset.hydrated = 'failed';
  console.error('[shell] the page could not start:', error instanceof Error ? error.message : error);
});
