import { readServerConfig } from './config.ts';

describe('readServerConfig', () => {
  it.each([
    ['1', true],
    ['true', true],
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['yes', false],
  ])('reads MAINTENANCE=%s as maintenance %s', (value, maintenance) => {
    const env = value === undefined ? {} : { MAINTENANCE: value };
    expect(readServerConfig(env).shop.maintenance).toBe(maintenance);
  });

  it('puts maintenance in the runtime config the shell serves, beside the theme and redirects', () => {
    const { shop } = readServerConfig({
      MAINTENANCE: '1',
      SHOP_THEME: 'blue',
      SHOP_REDIRECTS: '[{"from":"/en/old","to":"/en"}]',
    });
    expect(shop).toMatchObject({ maintenance: true, theme: 'blue', redirects: [{ from: '/en/old', to: '/en' }] });
  });
});

describe('readServerConfig: the shop country', () => {
  it('defaults to IT and takes any two-letter region with a name, in upper case', () => {
    expect(readServerConfig({}).shop.country).toBe('IT');
    expect(readServerConfig({ SHOP_COUNTRY: 'de' }).shop.country).toBe('DE');
  });

  it.each(['ITA', 'XX', 'I', '1T', ''])('refuses to start with SHOP_COUNTRY=%p, naming the setting', (value) => {
    expect(() => readServerConfig({ SHOP_COUNTRY: value })).toThrow(
      /SHOP_COUNTRY must be a two-letter ISO 3166 country code/,
    );
  });
});

describe('readServerConfig: GEOIP', () => {
  it('is off unless asked for (no address table read at start), on with GEOIP=on', () => {
    expect(readServerConfig({}).geoip).toBe(false);
    expect(readServerConfig({ GEOIP: 'off' }).geoip).toBe(false);
    expect(readServerConfig({ GEOIP: 'on' }).geoip).toBe(true);
  });

  it.each(['1', 'yes', 'ON', ''])('refuses to start with GEOIP=%p, naming the setting', (value) => {
    expect(() => readServerConfig({ GEOIP: value })).toThrow(/GEOIP must be on or off/);
  });
});

describe('readServerConfig: the public origin and the proxy', () => {
  it('has no public origin and trusts no forwarded header by default', () => {
    expect(readServerConfig({})).toMatchObject({ publicOrigin: undefined, trustProxy: false });
  });

  it('reads PUBLIC_ORIGIN as an origin (a trailing slash and upper case are fine)', () => {
    expect(readServerConfig({ PUBLIC_ORIGIN: 'https://Shop.Example/' }).publicOrigin).toBe('https://shop.example');
    expect(readServerConfig({ PUBLIC_ORIGIN: 'http://localhost:8080' }).publicOrigin).toBe('http://localhost:8080');
  });

  it.each([
    'shop.example',
    'ftp://shop.example',
    'https://shop.example/en',
    'https://shop.example?x=1',
    'https://user:pw@shop.example',
    'https://',
  ])('refuses PUBLIC_ORIGIN=%p', (value) => {
    expect(() => readServerConfig({ PUBLIC_ORIGIN: value })).toThrow(/PUBLIC_ORIGIN must be an http\(s\) origin/);
  });

  it.each([
    ['1', true],
    ['true', true],
    [undefined, false],
    ['0', false],
    ['yes', false],
  ])('reads TRUST_PROXY=%s as %s', (value, trustProxy) => {
    expect(readServerConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(trustProxy);
  });
});

describe('readServerConfig: the content base', () => {
  it('takes a path on the shop, or a URL on the api’s origin', () => {
    expect(readServerConfig({}).shop.contentBaseUrl).toBe('/cms');
    expect(readServerConfig({ PUBLIC_CONTENT_BASE: '/content' }).shop.contentBaseUrl).toBe('/content');
    expect(
      readServerConfig({ API_URL: 'http://api.internal:8081', PUBLIC_CONTENT_BASE: 'http://api.internal:8081/cms' })
        .shop.contentBaseUrl,
    ).toBe('http://api.internal:8081/cms');
    const publicApi = {
      PUBLIC_API_BASE: 'https://api.shop.example/api',
      PUBLIC_CONTENT_BASE: 'https://api.shop.example/cms',
    };
    expect(readServerConfig(publicApi).shop.contentBaseUrl).toBe('https://api.shop.example/cms');
  });

  it.each(['https://cms.elsewhere.example/cms', '//cms.elsewhere.example/cms', 'cms', 'javascript:alert(1)'])(
    'refuses a content base off the api: %p (its HTML would be rendered unsanitized)',
    (value) => {
      expect(() => readServerConfig({ PUBLIC_CONTENT_BASE: value })).toThrow(
        /PUBLIC_CONTENT_BASE must be a path on the shop/,
      );
    },
  );
});

describe('readServerConfig: the canary watcher and the release view', () => {
  it('watches canaries every 10 s with 200 views and 2 points by default, each settable', () => {
    expect(readServerConfig({}).canary).toEqual({ minViews: 200, margin: 2, watchMs: 10_000 });
    expect(readServerConfig({ CANARY_MIN_VIEWS: '50', CANARY_MARGIN: '0.5', CANARY_WATCH_MS: '1000' }).canary).toEqual({
      minViews: 50,
      margin: 0.5,
      watchMs: 1000,
    });
  });

  it.each([
    ['CANARY_MIN_VIEWS', '0', /CANARY_MIN_VIEWS must be a whole number of at least 1/],
    ['CANARY_MARGIN', '-1', /CANARY_MARGIN must be a number of percentage points from 0 to 100/],
    ['CANARY_MARGIN', '101', /CANARY_MARGIN must be a number of percentage points/],
    ['RELEASE_TOKEN', 'short', /RELEASE_TOKEN must be at least 16 characters long/],
  ])('refuses to start with %s=%p, naming the setting', (name, value, message) => {
    expect(() => readServerConfig({ [name]: value })).toThrow(message);
  });

  it('has no release view without RELEASE_TOKEN', () => {
    expect(readServerConfig({}).releaseToken).toBeUndefined();
    expect(readServerConfig({ RELEASE_TOKEN: 'a-token-of-16-chars' }).releaseToken).toBe('a-token-of-16-chars');
  });
});
