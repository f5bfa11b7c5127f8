/**
 * The shell in the browser: registers the remotes the server rendered with, loads the page's code, hydrates.
 * Start-up is cut into short tasks, each yielding to the browser before the next, so a phone's input is never held
 * for long: the code arrives in parts (preloaded by the document), and each heavy library is evaluated in a task of
 * its own instead of the whole module graph in one microtask run; hydration itself is a transition, which React
 * renders in slices of a few milliseconds and finishes at once for a region the shopper clicks or types into.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { releaseEarlyInput } from './app/early-input.ts';
import { afterNextPaint } from '@storefront/shared/ui';
import { pageDataGlobal, type PageData } from './app/page-data.ts';
import { expectIntegrity } from './federation/integrity.ts';

/**
 * Resolves after the browser has produced its first frame: frames wait for the head's styles, so nothing asked for
 * after this can delay the first paint (a remote's origin is never on that path, however it misbehaves).
 */
const painted = () =>
  new Promise<void>((resolve) => {
    afterNextPaint(resolve);
  });

/** Ends the current task: what follows runs in a new one, after any input or frame the browser has waiting. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A file lost on a flaky connection is asked for once more (the bundler forgets a failed chunk). */
const retryOnce = <T,>(load: () => Promise<T>): Promise<T> => load().catch(() => load());

/**
 * The libraries the page's code imports, each loaded on its own: evaluating a module runs the factories of all its
 * dependencies in the same task, so importing only the page's code would evaluate them all in one long task.
 */
const libraries: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('react-intl'),
  () => import('@reduxjs/toolkit'),
  () => import('@reduxjs/toolkit/query/react'),
  () => import('react-redux'),
  // react-router through the shell's own use of it: a namespace import of the package would keep all of it.
  () => import('./app/shell-router.tsx'),
];

async function start() {
  const data = (window as unknown as Record<string, PageData>)[pageDataGlobal];
  if (!data) throw new Error('The page carries no data to hydrate with.');
  // The shell's own files come from the shop's origin: asked for at once. Each library evaluates when its files
  // arrive; the page's code (its files preloaded by the document) is evaluated after them, in a task of its own.
  const loading = libraries.map((library) => retryOnce(library));
  for (const load of loading) load.catch(() => undefined); // Reported below, once, whichever part fails first.
  await painted();
  // Only the remotes the server rendered with: a remote its registry lacked stays unregistered (its slots fail).
  // Each entry with the hash recorded at publish (the runtime plugin puts it on the script).
  for (const [name, entry] of Object.entries(data.entries)) {
    const hash = data.integrity?.[name as keyof PageData['entries']];
    if (hash) expectIntegrity(entry, hash);
  }
  registerRemotes(Object.entries(data.entries).map(([name, entry]) => ({ name, entry })));
  for (const load of loading) {
    await load;
    await nextTask();
  }
  const [{ hydrateRoot }, { preparePage }] = await Promise.all([
    import('react-dom/client'),
    retryOnce(() => import('./hydrate.tsx')),
  ]);
  await nextTask();
  const page = preparePage(data);
  await page.ready;
  await nextTask();
  page.hydrate(hydrateRoot);
}

start().catch((error: unknown) => {
  // The server's HTML stays: its links and forms work as plain pages, without the app's enhancements; nothing the
  // shopper pressed before is held any longer (ADR 0502).
  document.documentElement.dataset.hydrated = 'failed';
  releaseEarlyInput();
  console.error('[shell] the page could not start:', error instanceof Error ? error.message : error);
});
