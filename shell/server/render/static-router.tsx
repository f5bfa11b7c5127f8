/** The shell's router on the server: react-router's static router over the browser's one route, rendering the same tree. */
import type { ReactNode } from 'react';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type DataRouteMatch,
  type StaticHandlerContext,
} from 'react-router';
import { AppElement, routes } from '../../src/app/shell-router.tsx';

const handler = createStaticHandler(routes);

/** The one route (`path: '*'`), as the static handler holds it. */
const [shellRoute] = handler.dataRoutes;

/**
 * The router's state for a server render of `url`: what `handler.query` answers for the one route, which loads
 * nothing and matches every path, built without asking it (most paths). The query's way (a fetch `Request` per render, its abort
 * signal, the loaders' pipeline for a route that has none, and the route tree flattened, ranked and its patterns
 * compiled again per call) was 2-3 % of an uncached render's CPU (ADR 0600); a test compares the two.
 */
export function staticRouting(url: URL): StaticHandlerContext {
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
  return {
    basename: '/',
    location,
    matches: matchesOf(url.pathname),
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
}

/**
 * The one route's match. A path with nothing to decode and no empty segment (every path the shop links to) is matched
 * as the splat matches it; any other asks react-router, whose decoding and joining of such paths is its own.
 */
function matchesOf(pathname: string): DataRouteMatch[] {
  if (shellRoute && !/%|\/\//.test(pathname)) {
    return [{ params: { '*': pathname.slice(1) }, pathname, pathnameBase: '/', route: shellRoute }];
  }
  const matches = matchRoutes(handler.dataRoutes, pathname);
  if (!matches) throw new Error(`The shell's route does not match ${pathname}.`);
  return matches;
}

/** What react-router's static handler answers for `url` (the way `staticRouting` stands in for). */
export async function queriedRouting(url: URL): Promise<StaticHandlerContext> {
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`The shell's route answered ${context.status} for ${url.pathname}.`);
  return context;
}

/** Renders `children` (the app) under the server's router, as the browser's hydrates it (no script of its own). */
export function StaticShellRouter({ context, children }: { context: StaticHandlerContext; children: ReactNode }) {
  return (
    <AppElement.Provider value={children}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppElement.Provider>
  );
}
