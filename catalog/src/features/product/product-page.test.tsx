import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@storefront/shared/events';
import { renderWithProviders } from '@storefront/shared/testing';
import catalog from '../../../../locales/en/catalog.json';
import shell from '../../../../locales/en/shell.json';
import linenDress from '../compare/fixtures/product-5.json';
import ProductPage from './product-page.tsx';

/** The api as the browser meets it: getProduct as `product` says, any other call a refusal the page can live with. */
function api(product: () => Promise<Response>) {
  globalThis.fetch = jest.fn(async (input: unknown) =>
    String(input).endsWith('/getProduct')
      ? product()
      : new Response(JSON.stringify({ success: false, code: 500, psdata: null, message: 'not in this test' })),
  ) as typeof fetch;
}

describe('ProductPage', () => {
  it('says why a product could not be loaded and loads it again on "Try again"', async () => {
    api(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<ProductPage lang="en" params={{ id: '5-essential-linen-dress' }} />, {
      messages: { ...shell, ...catalog },
      path: '/en/5-essential-linen-dress.html',
      bus: createEventBus({ crossTab: false }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Network Error')).toBeTruthy();

    api(async () => new Response(JSON.stringify({ success: true, code: 200, psdata: linenDress })));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Essential Linen Dress'));
    expect(screen.queryByText('Network Error')).toBeNull();
  });
});
