import { layoutOf, localeRedirectTo, matchRoute, pageName, remotePages, routes, startsOnUse } from './routes.ts';

describe('matchRoute', () => {
  it('sends the root to the locale redirect', () => {
    expect(matchRoute('/')).toEqual({ kind: 'locale-redirect', path: '' });
  });

  it("sends a page's path without a language to the locale redirect, and nothing else", () => {
    expect(matchRoute('/cart')).toEqual({ kind: 'locale-redirect', path: 'cart' });
    expect(matchRoute('/my-account/orders/12')).toEqual({ kind: 'locale-redirect', path: 'my-account/orders/12' });
    expect(matchRoute('/checkout')).toEqual({ kind: 'locale-redirect', path: 'checkout' });
    expect(matchRoute('/1-relaxed-linen-dress.html')).toEqual({
      kind: 'locale-redirect',
      path: '1-relaxed-linen-dress.html',
    });
    expect(matchRoute('/xx/cart').kind).toBe('not-found');
    expect(matchRoute('/favicon.ico').kind).toBe('not-found');
    expect(matchRoute('/brands/3-atelier', '', { brands: true })).toEqual({
      kind: 'locale-redirect',
      path: 'brands/3-atelier',
    });
    expect(matchRoute('/brands/3-atelier').kind).toBe('not-found');
  });

  it('leaves a slug without a language to the content api: not found unless it knows the slug', () => {
    expect(matchRoute('/nope-not-a-page')).toEqual({
      kind: 'not-found',
      lang: null,
      path: '/nope-not-a-page',
      slug: 'nope-not-a-page',
    });
    expect(matchRoute('/search', '?q=x')).toEqual({ kind: 'locale-redirect', path: 'search' });
    expect(matchRoute('/12-some-slug')).toEqual({ kind: 'locale-redirect', path: '12-some-slug' });
    expect(matchRoute('/Nope.txt')).toEqual({ kind: 'not-found', lang: null, path: '/Nope.txt' });
  });

  it('keeps the query on the way to the prefixed page', () => {
    expect(localeRedirectTo('it', 'cart', '?step=1')).toBe('/it/cart?step=1');
    expect(localeRedirectTo('fr', '', '')).toBe('/fr');
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

  it.each([
    ['/en/checkout', 'checkout', { step: '' }],
    ['/en/checkout/address', 'checkout', { step: 'address' }],
    ['/en/checkout/success', 'checkout-outcome', { outcome: 'success' }],
    ['/en/my-account/orders/12', 'my-account-order', { id: '12' }],
  ])('names the params of %s (%s): %j', (path, id, params) => {
    expect(matchRoute(path)).toEqual(
      expect.objectContaining({ kind: 'page', route: expect.objectContaining({ id }), params }),
    );
  });

  it('captures only named groups, so a param is read by its name and never by its position', () => {
    for (const route of routes) {
      // An alternative that matches '' makes every group take part in the result, named or not.
      const groups = new RegExp(`${route.pattern.source}|`).exec('')!;
      expect({ id: route.id, groups: groups.length - 1 }).toEqual({
        id: route.id,
        groups: Object.keys(groups.groups ?? {}).length,
      });
    }
  });

  it.each(['en', 'fr', 'it', 'es', 'de'])(
    "matches /%s/error to the shell's error screen: blank layout, status 500",
    (lang) => {
      expect(matchRoute(`/${lang}/error`)).toMatchObject({
        kind: 'page',
        lang,
        route: { id: 'error', screen: 'error', layout: 'blank', status: 500 },
      });
      expect(layoutOf(routes.find((route) => route.id === 'error')!)).toBe('blank');
    },
  );

  it('renders every remote page in the default layout, and warms only remote pages', () => {
    const pageRoutes = routes.filter((route) => 'page' in route);
    const remoteRoutes = pageRoutes.filter((route) => !('shell' in route.page));
    expect(pageRoutes.map(layoutOf)).toEqual(pageRoutes.map(() => 'default'));
    expect(remotePages).toHaveLength(remoteRoutes.length);
    expect(remotePages).toContainEqual({ remote: 'checkout', module: 'CartPage' });
  });

  it.each(['/error', '/en/error/x'])('does not take %s for the error route', (path) => {
    expect(matchRoute(path)).toMatchObject({ kind: 'not-found' });
  });

  it('takes /en/errors for a content slug, not the error screen', () => {
    expect(matchRoute('/en/errors')).toMatchObject({
      kind: 'page',
      route: { id: 'content' },
      params: { slug: 'errors' },
    });
  });

  it('has brand routes only in the blue theme', () => {
    expect(matchRoute('/en/brands/3-nordvik')).toMatchObject({ kind: 'not-found' });
    expect(matchRoute('/en/brands', '', { brands: true })).toMatchObject({ kind: 'page', route: { id: 'brands' } });
    expect(matchRoute('/en/brands/3-nordvik', '', { brands: true })).toMatchObject({
      kind: 'page',
      route: { id: 'brand' },
      params: { id: '3-nordvik' },
    });
    expect(matchRoute('/en/brands/nordvik', '', { brands: true })).toMatchObject({ kind: 'not-found' });
  });

  it.each([
    ['/en/help-faq', 'help-faq'],
    ['/fr/conditions-de-vente', 'conditions-de-vente'],
    ['/it/chi-siamo', 'chi-siamo'],
    ['/en/women-3', 'women-3'],
    ['/de/404', '404'],
  ])('matches %s to the generic content page', (path, slug) => {
    expect(matchRoute(path)).toMatchObject({
      kind: 'page',
      route: { id: 'content', page: { shell: 'ContentPage' } },
      params: { slug },
    });
  });

  it('matches the content page last: the named pages, products, categories and brands win', () => {
    expect(routes.at(-1)?.id).toBe('content');
    expect(matchRoute('/en/cart')).toMatchObject({ route: { id: 'cart' } });
    expect(matchRoute('/en/search')).toMatchObject({ route: { id: 'search' } });
    expect(matchRoute('/en/3-women')).toMatchObject({ route: { id: 'category' } });
    expect(matchRoute('/en/19-striped-shirt.html')).toMatchObject({ route: { id: 'product' } });
    expect(matchRoute('/en/brands', '', { brands: true })).toMatchObject({ route: { id: 'brands' } });
    // Without the blue theme, 'brands' is just a slug the content api does not know (it answers 404).
    expect(matchRoute('/en/brands')).toMatchObject({ route: { id: 'content' }, params: { slug: 'brands' } });
  });

  it('starts a shared page, the cart, the checkout, sign-in and register on use; other personal pages at once', () => {
    const onUse = routes.filter(startsOnUse).map((route) => route.id);
    expect(onUse).toEqual(
      expect.arrayContaining(['home', 'product', 'category', 'search', 'cart', 'checkout', 'login', 'register']),
    );
    // An outcome page polls a pending payment and ends the attempt; an account page and the error screen: at once.
    for (const id of ['checkout-outcome', 'my-account', 'my-account-orders', 'forgot-password', 'error'])
      expect(onUse).not.toContain(id);
  });

  it('lists only remote pages for the registry, and names pages for logs', () => {
    // Every route but the shell's own: the content page and the error screen.
    expect(remotePages).toHaveLength(routes.length - 2);
    expect(remotePages.every((page) => 'remote' in page)).toBe(true);
    expect(pageName({ shell: 'ContentPage' })).toBe('shell/ContentPage');
    expect(pageName({ remote: 'catalog', module: 'ProductPage' })).toBe('catalog/ProductPage');
  });

  it.each([
    '/en/bad_id.html',
    '/en/Help-FAQ',
    '/en/help--faq',
    '/en/-help',
    '/xx/cart',
    '/en/a/b/c',
    '/en/19.html.html',
    '/en/.html',
  ])('answers %s with not found', (path) => {
    expect(matchRoute(path)).toMatchObject({ kind: 'not-found', path });
  });
});
