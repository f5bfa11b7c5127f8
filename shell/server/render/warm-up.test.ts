/**
 * @jest-environment node
 *
 * A starting shell process's warm-up (warm-up.ts) against the real api on loopback: the home page, then a category
 * and a product it links to, then the front's other pages once, rendered through the shared pipeline for the origin
 * shoppers will have, without touching the render cache or the views the canary counts; bounded by its budget; an api
 * that does not answer ends it without an error.
 */
import { startApi, type RunningApi } from '../../../api/test/support/server.ts';
import { matchRoute } from '../../src/routing/routes.ts';
import { readServerConfig } from '../config.ts';
import type { RenderContext } from './context.ts';
import { warmUp } from './warm-up.ts';

// The shell's test setup fails any network call (component tests use stubs); the warm-up talks to the real api.
const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = realFetch;
});

let running: RunningApi;
beforeAll(async () => {
  running = await startApi();
}, 90_000);
afterAll(() => running.stop());

const noRemotes = { remotes: {} };

/** A context whose render cache and view counter fail the test if the warm-up uses them. */
function contextFor(apiUrl: string, env: Record<string, string> = {}): RenderContext {
  const untouched = () => {
    throw new Error('the warm-up used the render cache');
  };
  return {
    config: readServerConfig({ API_URL: apiUrl, REMOTE_BUDGET_MS: '300', DATA_BUDGET_MS: '5000', ...env }),
    registry: { read: () => Promise.resolve(noRemotes) } as unknown as RenderContext['registry'],
    shellAssets: { scripts: ['/static/shell/main.js'], preload: [], stylesheets: [], integrity: {} },
    security: { apiBaseUrl: '/api', contentBaseUrl: '/cms', reportPath: '/csp-report', reportOnly: false },
    cache: { get: untouched, peek: untouched } as unknown as RenderContext['cache'],
    cdn: { sMaxAgeSeconds: 10, staleSeconds: 60 },
    health: {
      view: () => {
        throw new Error('the warm-up counted a view');
      },
    },
  };
}

const routeOf = (path: string) => {
  const match = matchRoute(path);
  return match.kind === 'page' ? match.route.id : match.kind;
};

test('renders home, then a category it links to, each round, without the render cache or a view', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const warmed = await warmUp(contextFor(running.url), noRemotes, { lang: 'en', rounds: 2, budgetMs: 60_000 });
    expect(warmed.paths[0]).toBe('/en');
    // The menu is the shell's own: with no remote registered, its categories are what home links to.
    expect(warmed.paths.slice(1).map(routeOf)).toContain('category');
    // Then the front's other pages, once each: the menu's other categories (products come with the catalog remote).
    expect(warmed.front.length).toBeGreaterThan(0);
    expect(new Set(warmed.front.map(routeOf))).toEqual(new Set(['category']));
    expect(warmed.front.filter((path) => warmed.paths.includes(path))).toEqual([]);
    expect(new Set(warmed.front).size).toBe(warmed.front.length);
    expect(warmed.renders).toBe(warmed.paths.length * 2 + warmed.front.length);
  } finally {
    warn.mockRestore();
  }
}, 60_000);

test('renders each page for the origin shoppers will have: this port on this machine, or PUBLIC_ORIGIN', async () => {
  const originsFor = async (env: Record<string, string>) => {
    const origins = new Set<string>();
    const context = contextFor(running.url, env);
    // Kept tiles are scoped by origin: one kept for another origin would never be reused by a shopper's page.
    context.keptMarkup = {
      render: (scope: { origin: string }) => void origins.add(scope.origin),
    } as unknown as RenderContext['keptMarkup'];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const warmed = await warmUp(context, noRemotes, { lang: 'en', rounds: 1, budgetMs: 60_000 });
      expect(warmed.renders).toBeGreaterThan(1);
    } finally {
      warn.mockRestore();
    }
    return [...origins];
  };
  expect(await originsFor({ PORT: '4567' })).toEqual(['http://localhost:4567']);
  expect(await originsFor({ PORT: '4567', PUBLIC_ORIGIN: 'https://shop.example' })).toEqual(['https://shop.example']);
}, 60_000);

test('starts no render past its budget', async () => {
  const warmed = await warmUp(contextFor(running.url), noRemotes, { lang: 'en', rounds: 3, budgetMs: 0 });
  expect(warmed.renders).toBe(1);
}, 30_000);

test('an api that does not answer skips the warm-up, without an error', async () => {
  // The discard port: nothing listens there.
  const warmed = await warmUp(contextFor('http://127.0.0.1:9'), noRemotes, { lang: 'en', rounds: 3, budgetMs: 60_000 });
  expect(warmed).toMatchObject({ paths: [], renders: 0 });
}, 30_000);
