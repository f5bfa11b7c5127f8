import { layoutOf, matchRoute, remotePages, routes } from './routes.ts';

describe('matchRoute', () => {
  it('sends the root to the locale redirect', () => {
    expect(matchRoute('/')).toEqual({ kind: 'locale-redirect' });
  });

  it('removes a trailing slash by a permanent redirect, keeping the query', () => {
    expect(matchRoute('/en/cart/', '?a=1')).toEqual({ kind: 'redirect', to: '/en/cart?a=1', status: 301 });
    expect(matchRoute('/fr/')).toEqual({ kind: 'redirect', to: '/fr', status: 301 });
  });

  it.each([
    ['/en', 'home', {}],
    ['/de/cart', 'cart', {}],
    ['/it/login', 'login', {}],
    ['/en/search', 'search', {}],
    ['/en/wishlist', 'wishlist', {}],
    ['/en/compare', 'compare', {}],
    ['/es/19-striped-shirt.html', 'product', { id: '19-striped-shirt' }],
    ['/fr/3-women', 'category', { id: '3-women' }],
    ['/en/3-10-kids-shoes', 'category', { id: '3-10-kids-shoes' }],
  ])('matches %s to the %s page', (path, id, params) => {
    expect(matchRoute(path)).toMatchObject({ kind: 'page', route: { id }, params, lang: path.split('/')[1] });
  });

  it.each(['en', 'fr', 'it', 'es', 'de'])('matches /%s/error to the shell\'s error screen: blank layout, status 500', (lang) => {
    expect(matchRoute(`/${lang}/error`)).toMatchObject({ kind: 'page', lang, route: { id: 'error', screen: 'error', layout: 'blank', status: 500 } });
    expect(layoutOf(routes.find((route) => route.id === 'error')!)).toBe('blank');
  });

  it('renders every remote page in the default layout, and warms only remote pages', () => {
    const remoteRoutes = routes.filter((route) => 'page' in route);
    expect(remoteRoutes.map(layoutOf)).toEqual(remoteRoutes.map(() => 'default'));
    expect(remotePages).toHaveLength(remoteRoutes.length);
    expect(remotePages).toContainEqual({ remote: 'checkout', module: 'CartPage' });
  });

  it.each(['/error', '/en/error/x', '/en/errors'])('does not take %s for the error route', (path) => {
    expect(matchRoute(path)).toMatchObject({ kind: 'not-found' });
  });

  it('has brand routes only in the blue theme', () => {
    expect(matchRoute('/en/brands')).toMatchObject({ kind: 'not-found' });
    expect(matchRoute('/en/brands/3-nordvik')).toMatchObject({ kind: 'not-found' });
    expect(matchRoute('/en/brands', '', { brands: true })).toMatchObject({ kind: 'page', route: { id: 'brands' } });
    expect(matchRoute('/en/brands/3-nordvik', '', { brands: true })).toMatchObject({ kind: 'page', route: { id: 'brand' }, params: { id: '3-nordvik' } });
    expect(matchRoute('/en/brands/nordvik', '', { brands: true })).toMatchObject({ kind: 'not-found' });
  });

  it.each(['/en/bad_id.html', '/en/women-3', '/xx/cart', '/en/a/b/c', '/en/19.html.html', '/en/.html'])(
    'answers %s with not found',
    (path) => {
      expect(matchRoute(path)).toMatchObject({ kind: 'not-found', path });
    },
  );
});
