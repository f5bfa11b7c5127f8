/** The shell's router on the server: react-router's static router over the browser's one route, rendering the same tree. */
import type { ReactNode } from 'react';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type StaticHandlerContext } from 'react-router';
import { AppElement, routes } from '../../src/app/shell-router.tsx';

const handler = createStaticHandler(routes);

/** The router's state for a server render of `url` (the one route loads nothing: it only matches). */
export async function staticRouting(url: URL): Promise<StaticHandlerContext> {
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
