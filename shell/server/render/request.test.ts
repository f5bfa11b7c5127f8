/** @jest-environment node */
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { parseCookies } from '@storefront/shared/config';
import { readServerConfig } from '../config.ts';
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
