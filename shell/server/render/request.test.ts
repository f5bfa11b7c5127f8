/** @jest-environment node */
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import { parseCookies } from '@storefront/shared/config';
import { readServerConfig } from '../config.ts';
import { loadAddressLocator, type LocateAddress } from '../geoip.ts';
import { readRequest, routeRequest } from './request.ts';

const config = readServerConfig({
  SHOP_COUNTRY: 'IT',
  SHOP_REDIRECTS: JSON.stringify([{ from: '/en/old-sale', to: '/en/3-women', status: 301 }]),
});

function incoming(url: string, headers: Record<string, string> = {}): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.url = url;
  req.headers = { host: 'localhost:8080', ...headers };
  return req;
}

describe('readRequest', () => {
  it('reads the URL, cookies, origin, gzip and a foreign visitor country', () => {
    const request = readRequest(
      incoming('/en/3-women?page=2', {
        cookie: 'shell_consent=necessary; session=abc',
        'accept-encoding': 'gzip, br',
        'cf-ipcountry': 'de',
      }),
      config,
    );
    expect(request.url.pathname + request.url.search).toBe('/en/3-women?page=2');
    expect(request.cookies).toEqual({ shell_consent: 'necessary', session: 'abc' });
    expect(request.origin).toBe('http://localhost:8080');
    expect(request.acceptsGzip).toBe(true);
    expect(request.noticeCountry).toBe('DE');
  });

  it('reads cookies with the shop’s one parser (@storefront/shared/config), as the browser code does', () => {
    // A name like one of Object's own (the shell's former parser dropped `toString`) is a cookie like any other.
    const cookie = 'shell_lang=en; shell_lang=de; note=%E2%82%AC; broken=%zz; toString=x';
    const request = readRequest(incoming('/en', { cookie }), config);
    expect(request.cookies).toEqual(parseCookies(cookie));
    expect(request.cookies).toEqual({ shell_lang: 'en', note: '€', broken: '%zz', toString: 'x' });
  });

  it('has no notice country for the shop’s own country, an unknown code or none', () => {
    const cases: Record<string, string>[] = [{ 'x-country': 'IT' }, { 'x-country': 'XX' }, {}];
    for (const headers of cases) expect(readRequest(incoming('/en', headers), config).noticeCountry).toBe('');
    expect(readRequest(incoming('/en', { 'accept-encoding': 'br' }), config).acceptsGzip).toBe(false);
  });
});

describe('routeRequest', () => {
  const route = (url: string, headers: Record<string, string> = {}) =>
    routeRequest(readRequest(incoming(url, headers), config), config);

  it('answers the operator’s redirects, trailing slashes and the root with a redirect', () => {
    expect(route('/en/old-sale')).toEqual({ kind: 'redirect', to: '/en/3-women', status: 301 });
    expect(route('/en/3-women/')).toEqual({ kind: 'redirect', to: '/en/3-women', status: 301 });
    expect(route('/', { cookie: 'shell_locale=fr' })).toEqual({
      kind: 'redirect',
      to: '/fr',
      status: 302,
      vary: 'Cookie, Accept-Language',
    });
  });

  it("sends a page's path without a language to the shopper's language like the root, the query kept", () => {
    const headers = { 'accept-language': 'fr-FR,fr;q=0.9' };
    const vary = 'Cookie, Accept-Language';
    for (const [path, to] of [
      ['/cart', '/fr/cart'],
      ['/my-account', '/fr/my-account'],
      ['/checkout/address', '/fr/checkout/address'],
      ['/12-some-slug.html?x=1', '/fr/12-some-slug.html?x=1'],
      ['/12-some-slug', '/fr/12-some-slug'],
      ['/search?q=x', '/fr/search?q=x'],
    ] as const)
      expect(route(path, headers)).toEqual({ kind: 'redirect', to, status: 302, vary });
    // The saved choice wins over the browser's languages.
    expect(route('/cart', { ...headers, cookie: 'shell_locale=de' })).toMatchObject({ to: '/de/cart' });
  });

  it('keeps a path that is no page once prefixed a 404, and asks the content api about a bare slug', () => {
    for (const path of ['/error', '/nope.png', '/xx/cart', '/Some/Thing'])
      expect(route(path, { 'accept-language': 'it' })).toMatchObject({ kind: 'page', lang: 'it', status: 404 });
    expect(route('/nope-not-a-page?a=1', { 'accept-language': 'it' })).toMatchObject({
      kind: 'content-slug',
      slug: 'nope-not-a-page',
      lang: 'it',
      search: '?a=1',
      notFound: { kind: 'page', lang: 'it', status: 404 },
    });
  });

  it('marks catalog and content pages shared, cart and login personal', () => {
    const shared = ['/en', '/en/3-women', '/en/some-product-1.html', '/en/search?q=x', '/en/wishlist', '/en/about-us'];
    for (const path of shared) expect(route(path)).toMatchObject({ kind: 'page', shared: true, status: 200 });
    for (const path of ['/en/cart', '/en/login']) expect(route(path)).toMatchObject({ kind: 'page', shared: false });
  });

  it('gives a path no route matches a 404 in the detected language, never shared', () => {
    expect(route('/xx/nothing', { 'accept-language': 'de-DE' })).toMatchObject({
      kind: 'page',
      lang: 'de',
      status: 404,
      shared: false,
    });
    expect(route('/en/error')).toMatchObject({ kind: 'page', status: 500, blank: true, shared: false });
  });
});

describe('readRequest: the visitor country from the client’s address (GEOIP=on, ADR 0013)', () => {
  let locate: LocateAddress;
  beforeAll(async () => {
    locate = await loadAddressLocator();
  });

  /**
   * What readRequest finds for a request Fastify receives from `remoteAddress` (the socket's peer), as the shell's
   * server reads it: with the table when `geoip` is on, and TRUST_PROXY as given.
   */
  async function seen(
    remoteAddress: string,
    headers: Record<string, string> = {},
    settings: { geoip?: boolean; trustProxy?: boolean } = {},
  ) {
    const server = readServerConfig({ SHOP_COUNTRY: 'IT', TRUST_PROXY: settings.trustProxy ? '1' : undefined });
    const app = Fastify();
    app.get('/*', (request) => {
      const read = readRequest(request.raw, server, settings.geoip === false ? undefined : locate);
      return { visitor: read.visitorCountry ?? null, notice: read.noticeCountry, byAddress: read.countryByAddress };
    });
    try {
      const answer = await app.inject({ method: 'GET', url: '/en', remoteAddress, headers });
      return answer.json<{ visitor: string | null; notice: string; byAddress: boolean }>();
    } finally {
      await app.close();
    }
  }

  it('places a German and a French address, IPv4 and IPv6, and a visitor from the shop’s country gets no notice', async () => {
    expect(await seen('80.128.0.1')).toEqual({ visitor: 'DE', notice: 'DE', byAddress: true });
    expect(await seen('2a01:cb00::1')).toEqual({ visitor: 'FR', notice: 'FR', byAddress: true });
    expect(await seen('::ffff:90.0.0.1')).toEqual({ visitor: 'FR', notice: 'FR', byAddress: true });
    expect(await seen('2.32.0.1')).toEqual({ visitor: 'IT', notice: '', byAddress: true });
  });

  it('a CDN’s country header wins over the address, and the address is then not asked', async () => {
    expect(await seen('80.128.0.1', { 'cf-ipcountry': 'ES' })).toEqual({
      visitor: 'ES',
      notice: 'ES',
      byAddress: false,
    });
    expect(await seen('80.128.0.1', { 'x-country': 'IT' })).toEqual({ visitor: 'IT', notice: '', byAddress: false });
  });

  it('with the setting off nobody is located', async () => {
    expect(await seen('80.128.0.1', {}, { geoip: false })).toEqual({ visitor: null, notice: '', byAddress: false });
  });

  it('loopback and private addresses have no country (the page still depends on the address)', async () => {
    for (const address of ['127.0.0.1', '::1', '10.0.0.7', '192.168.1.20'])
      expect(await seen(address)).toEqual({ visitor: null, notice: '', byAddress: true });
  });

  it('reads X-Forwarded-For only behind a trusted proxy (TRUST_PROXY), the entry that proxy appended', async () => {
    const forwarded = { 'x-forwarded-for': '80.128.0.1, 90.0.0.1' };
    expect((await seen('127.0.0.1', forwarded, { trustProxy: true })).visitor).toBe('FR');
    // Without the setting the header is the client's claim: the socket (loopback here) is the address.
    expect((await seen('127.0.0.1', forwarded)).visitor).toBeNull();
    expect((await seen('127.0.0.1', { 'x-forwarded-for': 'not an address' }, { trustProxy: true })).visitor).toBeNull();
  });
});
