import { act, screen, waitFor } from '@testing-library/react';
import { sharedApi } from '@storefront/shared/api';
import type { BootstrapData } from '@storefront/shared/schemas';
import { answerApi, apiHandler, renderWithProviders } from '@storefront/shared/testing';
import en from '../../../locales/en/shell.json';
import fr from '../../../locales/fr/shell.json';
import { BootstrapProvider } from '../app/bootstrap-context.tsx';
import { useShopName } from './shop-name.ts';

function ShopName() {
  const { isSuccess } = sharedApi.endpoints.bootstrap.useQueryState();
  return (
    <p data-testid="shell-test-shop-name" data-loaded={String(isSuccess)}>
      {useShopName()}
    </p>
  );
}

const bootstrap = (shopName: string) =>
  ({
    menuItems: [],
    languages: { languages: [], current_language: { iso_code: 'en' } },
    currencies: { current_currency: { iso_code: 'EUR', sign: '€' } },
    logo_url: '',
    shop_name: shopName,
    contact_info: { company: '', email: '', phone: '', address: { address1: '', postcode: '', city: '', country: '' } },
    cms_pages: [],
  }) as unknown as BootstrapData;

/** The api answers the bootstrap call with `shopName`; the hook's component renders once that answer is in. */
async function render(shopName: string, lang: 'en' | 'fr' = 'en') {
  answerApi(apiHandler('bootstrap', bootstrap(shopName)));
  const { store, unmount } = renderWithProviders(
    <BootstrapProvider>
      <ShopName />
    </BootstrapProvider>,
    { lang, messages: lang === 'en' ? en : fr },
  );
  await act(async () => {
    await Promise.all(store.dispatch(sharedApi.util.getRunningQueriesThunk()));
  });
  // The api's answer is in the store (so a fallback below is the hook's doing, not a missing answer)...
  expect(sharedApi.endpoints.bootstrap.select()(store.getState()).data?.shop_name).toBe(shopName);
  // ...and the component has rendered with it (once the store's subscribers have been told).
  await waitFor(() => expect(screen.getByTestId('shell-test-shop-name').dataset.loaded).toBe('true'));
  const text = screen.getByTestId('shell-test-shop-name').textContent;
  unmount();
  return text;
}

describe('useShopName', () => {
  it("is the api's name when it gives one", async () => {
    expect(await render('Sartoria Nova')).toBe('Sartoria Nova');
  });

  it('is never empty: a blank name from the api reads as the generic one, in the page language', async () => {
    expect(await render('   ')).toBe('Shop');
    expect(await render('', 'fr')).toBe('Boutique');
  });
});
