import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetail } from '@storefront/shared/schemas';
import { renderWithProviders } from '@storefront/shared/testing';
import catalogMessages from '../../../../locales/en/catalog.json';
// The shell's messages are in every page (shared primitives such as the sale price speak from them).
import shellMessages from '../../../../locales/en/shell.json';
// Replies captured from the seeded api: getProduct {product_id: 5} and {product_id: 119}.
import linenDress from './fixtures/product-5.json';
import tShirt from './fixtures/product-119.json';
import { ProductActions } from '../product-tile/product-actions.tsx';
import { SavedNotices } from '../saved-products/saved-notices.tsx';
import { CompareButton } from './compare-button.tsx';
import { compareList } from './compare-list.ts';
import { CompareTable } from './compare-table.tsx';

const messages = { ...catalogMessages, ...shellMessages };

const dress = linenDress as ProductDetail;
const shirt = tShirt as ProductDetail;
const saved = (product: ProductDetail) => ({ id: product.id_product, name: product.name, slug: product.link_rewrite });

beforeEach(() => window.localStorage.clear());

describe('CompareTable', () => {
  it('shows the products side by side: price, brand, colours, sizes and composition', () => {
    renderWithProviders(
      <CompareTable
        entries={[
          { item: saved(dress), product: dress },
          { item: saved(shirt), product: shirt },
        ]}
        onRemove={() => undefined}
      />,
      { messages },
    );
    const table = screen.getByRole('table', { name: '2 products compared' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual([
      'Essential Linen Dress',
      'Urban Organic Cotton T-Shirt',
    ]);
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Price')).toEqual(['€159.90', expect.stringMatching(/^Regular price €\d+\.\d\d Sale price €13\.41$/)]);
    expect(cells('Brand')).toEqual(['Maison Sauvage', shirt.manufacturer_name]);
    expect(cells('Colours')[0]).toBe('RedGreen');
    expect(cells('Sizes')[0]).toBe('XSSMLXL');
    expect(cells('Composition')).toEqual(['100% linen', '100% organic cotton']);
    expect(cells('Made in')).toEqual(['Italy', 'Portugal']);
  });

  it('keeps a column for a product the shop no longer has, and removes products', async () => {
    const onRemove = jest.fn();
    renderWithProviders(
      <CompareTable
        entries={[
          { item: saved(dress), product: dress },
          { item: { id: 999, name: 'Old Coat', slug: 'old-coat' }, gone: true },
        ]}
        onRemove={onRemove}
      />,
      {
        messages,
      },
    );
    expect(screen.getByRole('columnheader', { name: /Old Coat/ }).textContent).toContain('No longer available');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Old Coat from compare' }));
    expect(onRemove).toHaveBeenCalledWith({ id: 999, name: 'Old Coat', slug: 'old-coat' });
  });
});

describe('CompareButton', () => {
  it('adds and removes a product', async () => {
    const { store } = renderWithProviders(<CompareButton product={saved(dress)} />, { messages });
    await userEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(compareList.selectItems(store.getState())).toEqual([saved(dress)]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from compare' }));
    expect(compareList.selectItems(store.getState())).toEqual([]);
  });

  const four = [1, 2, 3, 4].map((id) => ({ id, name: `Product ${id}`, slug: `product-${id}` }));

  it('tells the shopper about the limit instead of adding a fifth product', async () => {
    window.localStorage.setItem('catalog:compare', JSON.stringify(four));
    const { store } = renderWithProviders(<CompareButton product={saved(dress)} compact />, { messages });
    await userEvent.click(screen.getByRole('button', { name: 'Add Essential Linen Dress to compare' }));
    const full = 'You can compare up to 4 products. Remove one to add Essential Linen Dress.';
    expect(screen.getByRole('status').textContent).toBe(full);
    const link = screen.getByRole('link', { name: 'See the comparison' });
    expect(link.getAttribute('href')).toBe('/en/compare');
    expect(link.parentElement?.textContent).toBe(`${full} See the comparison`);
    expect(compareList.selectItems(store.getState())).toEqual(four);
  });

  it('shares the one status region of the page with the wishlist buttons', async () => {
    window.localStorage.setItem('catalog:compare', JSON.stringify(four));
    renderWithProviders(
      <SavedNotices>
        {[...four, saved(dress), saved(shirt)].map((product) => (
          <ProductActions key={product.id} product={product} compact />
        ))}
      </SavedNotices>,
      { messages },
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: `Add ${shirt.name} to compare` }));
    expect(screen.getByRole('status').textContent).toBe(
      `You can compare up to 4 products. Remove one to add ${shirt.name}.`,
    );
    // Taking another one out leaves the notice up; adding the product once there is room takes it away.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Product 1 from compare' }));
    expect(screen.getByRole('status').textContent).toBe(
      `You can compare up to 4 products. Remove one to add ${shirt.name}.`,
    );
    await userEvent.click(screen.getByRole('button', { name: `Add ${shirt.name} to compare` }));
    expect(screen.getByRole('button', { name: `Remove ${shirt.name} from compare` })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('link', { name: 'See the comparison' })).toBeNull();
  });
});
