/**
 * A new shell process renders the shop's front to itself before it takes a shopper (ADR 0600, "A process warms before
 * it listens"): the home page of the default language, then the first category and the first product it links to, a
 * few times each, and once each every other category and product home links to (its menu, its featured products),
 * through the shared pipeline (`renderShared`), never kept in the render cache and never counted as a view. Its first
 * renders are several times slower than later ones (V8 compiles the render's code as it first runs it, the remotes'
 * modules are loaded and evaluated, the public replies fetched); the front's pages leave their tiles kept (kept
 * markup) and the api's listings and products read. Paid here, neither is paid by the first shoppers of a new shop
 * or of a replaced instance, to which node:cluster hands requests while its siblings serve. Bounded by a budget; an api
 * that does not answer its health check skips it.
 */
import type { IncomingMessage } from 'node:http';
import type { Locale } from '@storefront/shared/i18n';
import type { Registry } from '../../src/federation/registry.ts';
import type { RenderContext } from './context.ts';
import { readRequest, routeRequest } from './request.ts';
import { renderShared } from './shared.ts';

export interface WarmUpOptions {
  lang: Locale;
  /** How many times each page is rendered. */
  rounds: number;
  /** No render starts after this long. */
  budgetMs: number;
}

export interface WarmUpResult {
  /** The paths warmed, in order; each rendered up to `rounds` times. */
  paths: string[];
  /** The front's other pages (categories and products home links to), rendered once each after the first round. */
  front: string[];
  renders: number;
  ms: number;
}

/** How long the api's health check may take before the warm-up is given up. */
const healthTimeoutMs = 1000;

/**
 * A request for `path` as a browser with no cookie would send it to this process: to its port on this machine, so a
 * page is rendered for the origin shoppers' pages will have (PUBLIC_ORIGIN when set, else their Host): the tiles it
 * keeps are kept for that origin.
 */
const requestFor = (path: string, port: number) =>
  ({
    url: path,
    method: 'GET',
    headers: { host: `localhost:${port}`, accept: 'text/html', 'accept-encoding': 'gzip' },
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as IncomingMessage;

/** The shop's own links in a rendered page: paths under the language, in the order they appear. */
const linksIn = (html: string, lang: Locale): string[] =>
  [...html.matchAll(new RegExp(`href="(/${lang}/[^"?#]+)"`, 'g'))].flatMap(([, path]) => (path ? [path] : []));

export async function warmUp(
  context: RenderContext,
  registry: Registry,
  { lang, rounds, budgetMs }: WarmUpOptions,
): Promise<WarmUpResult> {
  const started = performance.now();
  let renders = 0;
  // Pages rendered without their data would warm little and log an error each: the api must answer first.
  const health = await fetch(new URL('/api/health', context.config.apiUrl), {
    signal: AbortSignal.timeout(healthTimeoutMs),
  }).catch(() => null);
  if (!health?.ok) return { paths: [], front: [], renders, ms: performance.now() - started };
  const render = async (path: string): Promise<string | null> => {
    const request = readRequest(requestFor(path, context.config.port), context.config, context.locate);
    const routed = routeRequest(request, context.config);
    if (routed.kind !== 'page' || !routed.shared) return null;
    const rendered = await renderShared(request, routed, registry, context);
    renders++;
    return rendered.kind === 'document' && rendered.status === 200 ? rendered.html : null;
  };
  const home = `/${lang}`;
  const html = await render(home);
  if (html === null) return { paths: [home], front: [], renders, ms: performance.now() - started };
  const routeOf = (path: string) => {
    const routed = routeRequest(
      { url: new URL(path, 'http://shop.invalid'), cookies: {}, headers: {} },
      context.config,
    );
    return routed.kind === 'page' ? routed.route?.id : undefined;
  };
  const links = [...new Set(linksIn(html, lang))];
  const paths = [
    home,
    ...['category', 'product'].flatMap((id) => {
      const found = links.find((path) => routeOf(path) === id);
      return found ? [found] : [];
    }),
  ];
  const front: string[] = [];
  const done = () => ({ paths, front, renders, ms: performance.now() - started });
  // The first round, then the front once, then the other rounds: on a machine where the budget ends the warm-up early
  // (processes starting side by side), breadth is what the first shoppers' pages need most; the front's renders warm
  // the same code as the rounds'.
  const warm = async (pages: readonly string[], each?: (path: string) => void): Promise<boolean> => {
    for (const path of pages) {
      if (performance.now() - started > budgetMs) return false;
      each?.(path);
      await render(path);
    }
    return true;
  };
  const others = links.filter((path) => {
    const route = routeOf(path);
    return (route === 'category' || route === 'product') && !paths.includes(path);
  });
  if (rounds > 0 && !(await warm(paths.slice(1)))) return done();
  if (!(await warm(others, (path) => front.push(path)))) return done();
  for (let round = 1; round < rounds; round++) if (!(await warm(paths))) return done();
  return done();
}
