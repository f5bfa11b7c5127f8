/**
 * @jest-environment node
 *
 * The render pipeline's steps against the real api on loopback (a fresh database): what a shared page asks for and
 * what a personal one does, the outcome of the data, and a whole shared render (byte for byte the same for any
 * request, its inline scripts allowed by hash).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { PassThrough } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { api as sharedStoreApi } from '@storefront/shared/api';
import { Shopper, startApi, type RunningApi } from '../../../api/test/support/server.ts';
import { matchRoute, type RouteDef } from '../../src/routing/routes.ts';
import { readServerConfig, type ServerConfig } from '../config.ts';
import { keepShared } from './context.ts';
import { renderShared } from './shared.ts';
import { createModuleLoader } from '../../src/federation/module-loader.ts';
import { documentParts, renderBody, renderWhole, renderWholeAtOnce, type BodyInput } from './document-render.tsx';
import { starterFiles } from '../document.ts';
import { personalStateScript, scriptHash, scriptSources, starterScript } from './inline-scripts.ts';
import { inlineScriptHashes } from './test-utils.ts';
import { contentApi } from '../../src/content/content-api.ts';
import { createPageState, decideOutcome, prefetchData, sameOriginPath, type PageState } from './page-state.ts';
import type { PageRequest, Routed } from './request.ts';
import { createRegistrySource } from '../registry-source.ts';
import { loadAddressLocator } from '../geoip.ts';
import { renderPage, type RenderContext } from './index.ts';
import { documentText } from '../document-gzip.ts';

// The shell's test setup fails any network call (component tests use stubs); these steps talk to the real api.
const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = realFetch;
});

let running: RunningApi;
let config: ServerConfig;
let cookie = '';
const noRemotes = { remotes: {} };
const shellAssets = {
  scripts: ['/static/shell/main.js'],
  preload: [],
  stylesheets: ['/static/shell/main.css'],
  integrity: {},
};
const settings = (apiUrl: string) =>
  readServerConfig({ API_URL: apiUrl, REMOTE_BUDGET_MS: '300', DATA_BUDGET_MS: '5000', RENDER_BUDGET_MS: '2000' });

beforeAll(async () => {
  running = await startApi();
  config = settings(running.url);
  const shopper = new Shopper(running.url);
  const list = await shopper.ok<{ products: { id_product: number; id_product_attribute: number }[] }>(
    'getProductsFeatured',
    { resultsPerPage: 1 },
  );
  const product = list.products[0];
  if (!product) throw new Error('no featured product in the seed');
  await shopper.ok('createCartItem', { ...product, qty: 2 });
  cookie = shopper.cookie;
}, 90_000);
afterAll(() => running.stop());

const endpoints = (state: PageState) =>
  Object.values(state.store.getState()[sharedStoreApi.reducerPath].queries).map((query) => query?.endpointName);

function contentRoute(slug: string): { route: RouteDef; params: Record<string, string> } {
  const match = matchRoute(`/en/${slug}`);
  if (match.kind !== 'page') throw new Error(`no page at /en/${slug}`);
  return { route: match.route, params: match.params };
}

const input = (state: PageState, personal: boolean, extra: Partial<Parameters<typeof prefetchData>[0]> = {}) => ({
  state,
  config,
  lang: 'en' as const,
  params: {},
  query: new URLSearchParams(),
  origin: 'http://localhost:8080',
  status: 404,
  blank: true,
  personal,
  ...extra,
});

describe('createPageState', () => {
  it('gives each request its own store, event bus and loader', () => {
    const [a, b] = [
      createPageState({ config, lang: 'en', registry: noRemotes }),
      createPageState({ config, lang: 'en', registry: noRemotes }),
    ];
    expect(a.store).not.toBe(b.store);
    expect(a.bus).not.toBe(b.bus);
    expect(a.loader).not.toBe(b.loader);
    expect(endpoints(a)).toEqual([]);
  });
});

describe('prefetchData', () => {
  it('a shared page asks as a guest for what every page shows, never for the cart', async () => {
    const state = createPageState({ config, lang: 'en', registry: noRemotes });
    const result = await prefetchData(input(state, false));
    expect(endpoints(state)).toEqual(['bootstrap']);
    expect(state.setCookies).toEqual([]);
    expect(result).toMatchObject({ status: 404, degraded: false });
    state.cleanup();
    expect(endpoints(state)).toEqual([]);
  });

  it('a personal page reads the shopper’s cart with their session', async () => {
    const state = createPageState({ config, lang: 'en', registry: noRemotes, cookie });
    await prefetchData(input(state, true));
    expect(endpoints(state).sort()).toEqual(['bootstrap', 'getCartItems']);
    const cart = Object.values(state.store.getState().api.queries).find((q) => q?.endpointName === 'getCartItems');
    expect(cart?.data).toMatchObject({ products_count: 2 });
    state.cleanup();
  });

  it('a personal page of a signed-in shopper reads the customer too: the header shows their name without a script', async () => {
    const customer = new Shopper(running.url);
    await customer.ok('register', {
      email: `pipeline-${Date.now()}@example.com`,
      password: 'Sartoria2026',
      firstname: 'Lina',
      lastname: 'Bianchi',
      id_gender: 2,
    });
    const state = createPageState({ config, lang: 'en', registry: noRemotes, cookie: customer.cookie });
    await prefetchData(input(state, true, { signedIn: true }));
    expect(endpoints(state).sort()).toEqual(['bootstrap', 'getCartItems', 'getCustomer']);
    const read = Object.values(state.store.getState().api.queries).find((q) => q?.endpointName === 'getCustomer');
    expect(read?.data).toMatchObject({ firstname: 'Lina' });
    state.cleanup();
  });

  it('takes the status and head from the page’s module', async () => {
    const state = createPageState({ config, lang: 'en', registry: noRemotes });
    const about = await prefetchData(input(state, false, { ...contentRoute('about-us'), status: 200 }));
    expect(about.status).toBe(200);
    expect(about.head.title).toEqual(expect.any(String));
    const missing = await prefetchData(input(state, false, { ...contentRoute('no-such-page'), status: 200 }));
    expect(missing.status).toBe(404);
    state.cleanup();
  });

  it('a layout widget that cannot load makes the render degraded (sent, never kept)', async () => {
    const state = createPageState({ config, lang: 'en', registry: noRemotes });
    expect((await prefetchData(input(state, false, { blank: false }))).degraded).toBe(true);
    state.cleanup();
  });
});

describe('decideOutcome', () => {
  it('maintenance first, then a move on the shop, else the page (a move off the shop ignored)', () => {
    expect(decideOutcome(true, { to: '/en/x', status: 301 })).toEqual({ kind: 'maintenance' });
    expect(decideOutcome(false, { to: '/en/x?y=1', status: 301 })).toEqual({
      kind: 'redirect',
      to: '/en/x?y=1',
      status: 301,
    });
    expect(decideOutcome(false, { to: 'https://evil.example/', status: 301 })).toEqual({
      kind: 'render',
      ignoredMove: 'https://evil.example/',
    });
    expect(decideOutcome(false, undefined)).toEqual({ kind: 'render' });
    expect(decideOutcome(false, undefined, true)).toEqual({ kind: 'unreachable' });
    expect(decideOutcome(true, undefined, true)).toEqual({ kind: 'maintenance' });
    expect(sameOriginPath('//evil.example/x')).toBeNull();
  });
});

describe('renderShared', () => {
  const request = (headers: Record<string, string> = {}): PageRequest => ({
    url: new URL('http://shop.invalid/en/about-us'),
    headers,
    cookies: {},
    origin: 'http://localhost:8080',
    acceptsGzip: true,
    noticeCountry: '',
    countryByAddress: false,
    part: null,
  });
  const routed = (): Extract<Routed, { kind: 'page' }> => ({
    kind: 'page',
    lang: 'en',
    ...contentRoute('about-us'),
    status: 200,
    blank: false,
    shared: true,
  });

  it('renders the whole document the same for every request, its inline scripts allowed by hash', async () => {
    const [first, second] = [
      await renderShared(request({ cookie }), routed(), noRemotes, { config, shellAssets }),
      await renderShared(request(), routed(), noRemotes, { config, shellAssets }),
    ];
    if (first.kind !== 'document' || second.kind !== 'document') throw new Error('not a document');
    // Two renders differ only where React in development writes each failed slot's stack into its fallback marker
    // (production writes none: the e2e compares raw bytes). No cookie or header of the request reaches the bytes, and
    // neither does the time of the render (the inlined queries carry fixed ids and times).
    const withoutStacks = (html: string) => html.replace(/<template\b[^>]*><\/template>/g, '<template></template>');
    expect(first.html).toMatch(/<template\b/);
    expect(withoutStacks(first.html)).toBe(withoutStacks(second.html));
    expect(first.html).toContain('data-testid="shell-consent-banner"');
    // The layout read the bootstrap the prefetch put in the store: the header's menu and the footer's address.
    expect(first.html).toContain('>Women</a>');
    expect(first.html).toContain('href="mailto:');
    expect(first.html).toContain(personalStateScript);
    expect(first.html).not.toContain('nonce=');
    expect(first.scriptHashes).toEqual(inlineScriptHashes(first.html));
    expect(first.scriptHashes).toContain(scriptHash(personalStateScript));
    expect(first.timing).toMatch(/^data;dur=[\d.]+, assets;dur=[\d.]+, render;dur=[\d.]+, gzip;dur=[\d.]+$/);
    // The header's remote widgets were not available here: the render is sent, but never kept.
    expect(first.degraded).toBe(true);
    expect(keepShared(first)).toBe(false);
    expect(keepShared({ ...first, degraded: false })).toBe(true);
    expect(keepShared({ ...first, degraded: false, status: 404 })).toBe(false);
  }, 30_000);

  it('an api in maintenance (503) gives the maintenance outcome, which is never kept', async () => {
    const down = http.createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('Service Unavailable');
    });
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
      const rendered = await renderShared(request(), routed(), noRemotes, { config: settings(url), shellAssets });
      expect(rendered).toEqual({ kind: 'maintenance' });
      expect(keepShared(rendered)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => down.close(() => resolve()));
    }
  }, 30_000);

  it('an api nobody answers at gives the unreachable outcome (a 503 page, never kept)', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const rendered = await renderShared(request(), routed(), noRemotes, { config: settings(url), shellAssets });
      expect(rendered).toEqual({ kind: 'unreachable' });
      expect(keepShared(rendered)).toBe(false);
      expect(errors.mock.calls.flat().join(' ')).toContain('Please check if the middleware is running');
    } finally {
      errors.mockRestore();
    }
  }, 30_000);
});

describe('renderWhole', () => {
  /** A page state whose remote widgets are stand-ins that load at once, or fail when named in `failing`. */
  function stateWithWidgets(failing: string[] = []): PageState {
    const state = createPageState({ config, lang: 'en', registry: noRemotes });
    const widget = (id: string) => () => <span data-widget={id}>{id}</span>;
    return {
      ...state,
      loader: createModuleLoader({
        deadlineMs: 1000,
        loadModule: (id) =>
          failing.includes(id)
            ? Promise.reject(new Error(`${id} is down`))
            : Promise.resolve({ default: widget(id), loadMessages: () => Promise.resolve({}) }),
      }),
    };
  }

  async function bodyInput(
    state: PageState,
    { shared = true, startOnUse = true }: { shared?: boolean; startOnUse?: boolean } = {},
  ): Promise<BodyInput> {
    const { route, params } = contentRoute('about-us');
    const data = await prefetchData(input(state, false, { route, params, status: 200, blank: false }));
    const url = new URL('http://shop.invalid/en/about-us');
    const parts = await documentParts({
      state,
      registry: noRemotes,
      config,
      shellAssets: { ...shellAssets, integrity: { '/static/shell/main.js': 'sha384-abc' } },
      lang: 'en',
      url,
      head: data.head,
      origin: 'http://localhost:8080',
      visitorCountry: undefined,
      cookies: {},
      shared,
      startOnUse,
    });
    return {
      state,
      parts,
      url,
      config,
      shellAssets: { ...shellAssets, integrity: { '/static/shell/main.js': 'sha384-abc' } },
      ...(shared ? {} : { nonce: 'n0nce' }),
    };
  }

  /** The document as React's streaming render writes it (`whole`: once every slot has settled, as a shared page). */
  const streamed = (body: BodyInput, whole = true) =>
    new Promise<string>((resolve, reject) => {
      renderBody(body, whole, {
        onReady(pipe) {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () =>
            resolve(documentText(body.parts.head) + Buffer.concat(chunks).toString('utf8') + '</div></body></html>'),
          );
          pipe(sink);
        },
        onShellError: reject,
      });
    });

  it('writes a page that waits on nothing at once, as the stream would, ending with the starter', async () => {
    const state = stateWithWidgets();
    const body = await bodyInput(state);
    const whole = renderWholeAtOnce(body);
    if (whole === null) throw new Error('the healthy page was left to the stream');
    const atOnce = whole.html;
    expect(atOnce).toContain('data-widget="catalog/SearchBox"');
    // No script tag: the starter adds the shell's scripts at the first sign of use (ADR 0502).
    const starter = `<script>${starterScript(starterFiles(body.shellAssets, body.parts.remoteScripts))}</script>`;
    expect(atOnce).toContain(starter);
    expect(atOnce).not.toMatch(/<script src=|rel="preload" as="script"/);
    // The stream writes the bootstrap script where the starter is, a low-priority preload of it and an id on the
    // page data's script; nothing else differs.
    const stream = (await streamed(body))
      .replace(/<link rel="preload" as="script" fetchPriority="low"[^>]*\/>/, '')
      .replace('<script id="_R_">', '<script>')
      .replace('<script src="/static/shell/main.js" integrity="sha384-abc" crossorigin="" async=""></script>', starter);
    expect(atOnce).toBe(stream);
    expect(await renderWhole(body)).toEqual({ ...whole, failed: false });
    // The scripts the shell wrote are the document's inline scripts, each allowed by its hash.
    expect(scriptSources(whole.scripts.common, whole.scripts.own)).toEqual(inlineScriptHashes(atOnce));
    expect(whole.scripts.common).toContain(personalStateScript);
    state.cleanup();
  }, 30_000);

  it('ends a personal page with its starter under the nonce: on a sign of use with files ahead, or at once', async () => {
    const state = stateWithWidgets();
    const waits = await bodyInput(state, { shared: false, startOnUse: true });
    const onUse = await streamed(waits, false);
    const ahead = starterFiles(waits.shellAssets, waits.parts.remoteScripts, { forms: true });
    expect(onUse).toContain(`${starterScript(ahead, { personal: true })}</script>`);
    expect(onUse).toContain('<script nonce="n0nce"');
    // Nothing of the shell's is fetched before the first use but what the starter fetches ahead once loaded.
    expect(onUse).not.toMatch(/<script src=|rel="preload" as="script"/);
    const atOnce = await streamed(await bodyInput(state, { shared: false, startOnUse: false }), false);
    expect(atOnce).toContain(
      `${starterScript({ preload: [], scripts: starterFiles(waits.shellAssets).scripts }, { atOnce: true })}</script>`,
    );
    state.cleanup();
  }, 30_000);

  it('writes a personal page that waits on nothing at once, as the stream would, every script under its nonce', async () => {
    const state = stateWithWidgets();
    for (const startOnUse of [true, false]) {
      const body = await bodyInput(state, { shared: false, startOnUse });
      const atOnce = renderWholeAtOnce(body)?.html;
      if (atOnce === undefined) throw new Error('the healthy personal page was left to the stream');
      const scripts = [...atOnce.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
      expect(scripts).toEqual([' nonce="n0nce"', ' nonce="n0nce"']);
      // The stream writes the page data and the starter as one bootstrap script, with an id; nothing else differs.
      const [, data = '', starter = ''] =
        /<script nonce="n0nce">(.*?)<\/script><script nonce="n0nce">(.*?)<\/script>/s.exec(atOnce) ?? [];
      expect(starter).toContain('(function(w,d)');
      const stream = (await streamed(body, false)).replace(
        `<script nonce="n0nce" id="_R_">${data}${starter}</script>`,
        `<script nonce="n0nce">${data}</script><script nonce="n0nce">${starter}</script>`,
      );
      expect(atOnce).toBe(stream);
    }
    state.cleanup();
  }, 30_000);

  it("never allows a script that came inside the page's data (a content page from another backend)", async () => {
    const state = stateWithWidgets();
    const body = await bodyInput(state);
    const smuggled = 'window.stolen=document.cookie';
    state.store.dispatch(
      contentApi.util.updateQueryData('getContent', { slug: 'about-us' }, (page) => {
        page.content = `<p>Hi</p><script>${smuggled}</script>`;
      }),
    );
    for (const rendered of [renderWholeAtOnce(body), await renderWhole(body)]) {
      if (!rendered) throw new Error('the healthy page was left to the stream');
      expect(rendered.html).toContain(`<script>${smuggled}</script>`);
      const sources = scriptSources(rendered.scripts.common, rendered.scripts.own);
      expect(sources).not.toContain(scriptHash(smuggled));
      expect(sources).toContain(scriptHash(personalStateScript));
    }
    state.cleanup();
  }, 30_000);

  it('leaves a page with a slot that could not render to the stream, which marks it failed', async () => {
    const state = stateWithWidgets(['catalog/CompareLink']);
    const body = await bodyInput(state);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(renderWholeAtOnce(body)).toBeNull();
      const whole = await renderWhole(body);
      expect(whole.failed).toBe(true);
      expect(whole.html).toContain('data-widget="catalog/SearchBox"');
      expect(whole.html).toContain('<!--$!-->');
      // The browser has a region to render: it starts at once, with no sign of use to wait for.
      expect(whole.html).toContain(
        '<script src="/static/shell/main.js" integrity="sha384-abc" crossorigin="" async="">',
      );
      // React's stream wrote no inline script of its own: the head's and the page data are all it runs inline.
      expect(scriptSources(whole.scripts.common, whole.scripts.own)).toEqual(inlineScriptHashes(whole.html));
    } finally {
      warn.mockRestore();
      state.cleanup();
    }
  }, 30_000);
});

describe('renderPage: the country notice from the client’s address (GEOIP=on, ADR 0013)', () => {
  /** The shell's page route on Fastify, as main.ts declares it, over `context`; asked from `remoteAddress`. */
  async function page(context: RenderContext, remoteAddress: string, headers: Record<string, string> = {}) {
    const app = Fastify();
    app.get('/*', async (request, reply) => {
      reply.hijack();
      await renderPage(request.raw, reply.raw, context);
    });
    try {
      const answer = await app.inject({ method: 'GET', url: '/en/about-us', remoteAddress, headers });
      const notice = /data-testid="shell-country-notice"[^>]*>.*?<\/(?:section|aside|div)>/s.exec(answer.body)?.[0];
      return { status: answer.statusCode, notice, body: answer.body };
    } finally {
      await app.close();
    }
  }

  it('shows a German address the notice for Germany, a French one France’s, loopback none; a CDN header wins', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-geo-'));
    const registryFile = path.join(dir, 'registry.json');
    fs.writeFileSync(registryFile, JSON.stringify(noRemotes));
    const context: RenderContext = {
      config,
      registry: createRegistrySource(registryFile, () => undefined),
      shellAssets,
      security: { apiBaseUrl: '/api', contentBaseUrl: '/cms', reportPath: '/csp-report', reportOnly: false },
      cache: null,
      cdn: { sMaxAgeSeconds: 10, staleSeconds: 60 },
      locate: await loadAddressLocator(),
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const german = await page(context, '80.128.0.1');
      expect(german.status).toBe(200);
      expect(german.notice).toContain('You seem to be in Germany.');
      expect((await page(context, '2a01:cb00::1')).notice).toContain('You seem to be in France.');
      const local = await page(context, '127.0.0.1');
      expect(local.status).toBe(200);
      expect(local.body).not.toContain('shell-country-notice');
      const header = await page(context, '80.128.0.1', { 'cf-ipcountry': 'ES' });
      expect(header.notice).toContain('You seem to be in Spain.');
      expect(header.notice).not.toContain('Germany');
      // The setting off: the same German address is nobody's.
      expect((await page({ ...context, locate: undefined }, '80.128.0.1')).body).not.toContain('shell-country-notice');
    } finally {
      warn.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
