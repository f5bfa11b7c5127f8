/** The pages each remote renders in the default theme (the brand pages exist only in the blue one). */
export const remotePages = {
  catalog: [
    '/en',
    '/en/3-women',
    '/en/12-striped-viscose-blouse.html',
    '/en/search?q=sweater',
    '/en/wishlist',
    '/en/compare',
  ],
  checkout: ['/en/cart', '/en/checkout/failed'],
  account: ['/en/login', '/en/register'],
} as const satisfies Record<'catalog' | 'checkout' | 'account', readonly string[]>;
