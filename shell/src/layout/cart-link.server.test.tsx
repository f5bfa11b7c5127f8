/**
 * @jest-environment node
 *
 * The cart link as the server renders it: the count of the cart its store read (a personal page), the badge's place
 * held empty when it read none (a shared page).
 */
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { sharedApi } from '@storefront/shared/api';
import { createEventBus, EventBusProvider } from '@storefront/shared/events';
import { LangProvider } from '@storefront/shared/i18n';
import { RouterProvider } from '@storefront/shared/routing';
import type { Cart } from '@storefront/shared/schemas';
import { makeStore, StoreProvider } from '@storefront/shared/store';
import { CartLink } from './cart-link.tsx';

const messages = {
  'shell.header.cart': 'Cart',
  'shell.header.cartLabel': 'Cart, {count, plural, =0 {no items} one {# item} other {# items}}',
};

async function serverRender(cartCount?: number): Promise<string> {
  const bus = createEventBus({ crossTab: false });
  const store = makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'en', bus });
  if (cartCount !== undefined)
    await store.dispatch(
      sharedApi.util.upsertQueryData('getCartItems', undefined, {
        products: [],
        products_count: cartCount,
      } as unknown as Cart),
    );
  const router = { pathname: '/en', search: '', navigate: () => undefined };
  return renderToString(
    <StoreProvider store={store}>
      <EventBusProvider bus={bus}>
        <IntlProvider locale="en" messages={messages}>
          <LangProvider lang="en">
            <RouterProvider router={router}>
              <CartLink />
            </RouterProvider>
          </LangProvider>
        </IntlProvider>
      </EventBusProvider>
    </StoreProvider>,
  );
}

describe('CartLink on the server', () => {
  it('shows the count of the cart the store read, in the link’s name too', async () => {
    const html = await serverRender(3);
    expect(html).toContain('aria-label="Cart, 3 items"');
    expect(html).toMatch(/data-testid="shell-cart-count"[^>]*>3</);
  });

  it('holds the badge’s place, empty, when the store read no cart (a shared page)', async () => {
    const html = await serverRender();
    expect(html).not.toContain('aria-label');
    expect(html).toMatch(/class="[^"]*badgePending[^"]*" data-testid="shell-cart-count"[^>]*>\u00a0</);
  });
});
