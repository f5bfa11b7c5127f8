import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedApi } from '@storefront/shared/api';
import { preferredCountryCookie, type ShopConfig } from '@storefront/shared/config';
import { createEventBus } from '@storefront/shared/events';
import type { BootstrapData } from '@storefront/shared/schemas';
import { makeStore } from '@storefront/shared/store';
import { renderWithProviders } from '@storefront/shared/testing';
import en from '../../../locales/en/shell.json';
import { BootstrapProvider } from '../app/bootstrap-context.tsx';
import { ConfigProvider } from '../app/config-context.tsx';
import { DeliveryCountry } from './delivery-country.tsx';

const config = { country: 'IT' } as ShopConfig;
// The part of a bootstrap reply (seeded api, English) this widget reads.
const countries: BootstrapData['delivery_countries'] = [
  { iso_code: 'AT', name: 'Austria' },
  { iso_code: 'DE', name: 'Germany' },
  { iso_code: 'IT', name: 'Italy' },
];

async function render() {
  const store = makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'en', bus: createEventBus({ crossTab: false }) });
  await store.dispatch(
    sharedApi.util.upsertQueryData('bootstrap', undefined, { delivery_countries: countries } as BootstrapData),
  );
  return renderWithProviders(
    <ConfigProvider config={config}>
      <BootstrapProvider>
        <DeliveryCountry />
      </BootstrapProvider>
    </ConfigProvider>,
    { messages: en, preloadedState: { api: store.getState().api } },
  );
}

describe('DeliveryCountry', () => {
  afterEach(() => {
    document.cookie = `${preferredCountryCookie}=; Max-Age=0; Path=/`;
  });

  it('renders closed (nothing personal), opens on the saved choice or the shop country', async () => {
    await render();
    const toggle = screen.getByRole('button', { name: 'Change the delivery country' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(toggle);
    expect((screen.getByRole('combobox', { name: 'Deliver to' }) as HTMLSelectElement).value).toBe('IT');
    await userEvent.click(toggle);
    document.cookie = `${preferredCountryCookie}=DE; Path=/`;
    await userEvent.click(toggle);
    expect((screen.getByRole('combobox', { name: 'Deliver to' }) as HTMLSelectElement).value).toBe('DE');
  });

  it('saves the choice in the cookie the api reads, and says so', async () => {
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Change the delivery country' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Deliver to' }), 'AT');
    expect(document.cookie).toContain(`${preferredCountryCookie}=AT`);
    expect(screen.getByRole('status').textContent).toBe('Shipping is now estimated for delivery to Austria.');
  });
});
