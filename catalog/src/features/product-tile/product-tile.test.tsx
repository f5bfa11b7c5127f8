import { act, renderHook, screen } from '@testing-library/react';
import { mapProduct, type Product } from '@storefront/shared/domain';
import { KeptMarkupProvider, type KeptMarkup } from '@storefront/shared/ui';
import type { ProductListing } from '@storefront/shared/schemas';
import captured from '../listing/fixtures/women-size-m.json';
import { renderAt } from '../listing/test-utils.tsx';
import { ProductGrid, useSameProducts } from './product-tile.tsx';
import { TileActions } from './tile-actions.tsx';

// Counts the tiles rendered: each tile renders its actions once per render of the tile.
jest.mock('./tile-actions.tsx', () => ({ TileActions: jest.fn(() => null) }));
const actionsRendered = TileActions as unknown as jest.Mock;

const [seeded] = (captured as unknown as ProductListing).products;
/** Ten products as a reply maps them: a new object for each, every time (as each new reply gives). */
const reply = (ids: number[], price = (_id: number) => 10) =>
  ids.map((id) =>
    mapProduct({
      ...seeded!,
      id_product: id,
      name: `Product ${id}`,
      link_rewrite: `product-${id}`,
      price_amount: price(id),
    }),
  );
const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const tileOf = (id: number) => screen.getByRole('heading', { name: `Product ${id}` }).closest('article');

describe('useSameProducts', () => {
  it('gives the object shown before for a product that has not changed, and the new one for a product that has', () => {
    const first = reply(ids);
    const { result, rerender } = renderHook((products: Product[]) => useSameProducts(products), {
      initialProps: first,
    });
    expect(result.current).toBe(first);
    rerender(reply([2, 3, 11], (id) => (id === 3 ? 12 : 10)));
    const [two, three, eleven] = result.current;
    expect(two).toBe(first[1]);
    expect(three).not.toBe(first[2]);
    expect(three?.price.value).toBe(12);
    expect(eleven?.id).toBe(11);
  });
});

describe('ProductGrid', () => {
  beforeEach(() => actionsRendered.mockClear());

  it('renders again only the tiles whose product changed when a new reply lists the same products', () => {
    const { rerender } = renderAt('/en/3-women', <ProductGrid products={reply(ids)} />);
    expect(actionsRendered).toHaveBeenCalledTimes(10);
    const kept = tileOf(5);
    act(() => rerender(<ProductGrid products={reply(ids, (id) => (id === 7 ? 12 : 10))} />));
    // Only product 7's price changed: its tile alone is rendered again; the others keep their elements.
    expect(actionsRendered).toHaveBeenCalledTimes(11);
    expect(tileOf(5)).toBe(kept);
    expect(tileOf(7)?.textContent).toContain('12');
  });

  it('keeps the tiles of products that stay in their place in the grid when the first one leaves', () => {
    const { rerender } = renderAt('/en/3-women', <ProductGrid products={reply(ids)} />);
    const kept = tileOf(5);
    // The first product filtered out: 2–9 now fill the first group of eight, 10 the second.
    act(() => rerender(<ProductGrid products={reply(ids.slice(1))} />));
    expect(screen.queryByRole('heading', { name: 'Product 1' })).toBeNull();
    expect(tileOf(5)).toBe(kept);
    // Two tiles rendered: product 9's, new in the first group, and product 5's, now one of the four that load their
    // picture first. 2–4, 6–8 and 10 are not rendered again.
    expect(actionsRendered).toHaveBeenCalledTimes(12);
  });
});

describe('ProductGrid on a server that keeps tiles (ADR 0600)', () => {
  beforeEach(() => actionsRendered.mockClear());

  /** A store that keeps nothing and records the keys it was asked to keep. */
  const recording = () => {
    const keys: string[] = [];
    const kept: KeptMarkup = { get: () => undefined, mark: (key) => String(keys.push(key)) };
    return { keys, kept };
  };

  it('asks to keep every tile by its product as the page has it, those whose picture loads first apart', () => {
    const { keys, kept } = recording();
    const products = reply([1, 2, 3, 4, 5]);
    renderAt(
      '/en/3-women',
      <KeptMarkupProvider value={kept}>
        <ProductGrid products={products} eager={2} />
      </KeptMarkupProvider>,
    );
    expect(keys).toHaveLength(5);
    expect(keys.map((key) => JSON.parse(key.slice(key.indexOf(':') + 1)) as Product)).toEqual(products);
    expect(keys.map((key) => key.slice(0, key.indexOf(':')))).toEqual([
      'catalog.tile.first',
      'catalog.tile.first',
      'catalog.tile',
      'catalog.tile',
      'catalog.tile',
    ]);
  });

  it('preloads the pictures that load first from the head, a kept tile’s too', () => {
    const products = [1, 2, 3].map((id) =>
      mapProduct({ ...seeded!, id_product: id, default_image: { ...seeded!.default_image, url: `/img/p/${id}.jpg` } }),
    );
    const kept: KeptMarkup = { get: () => '<article><h3>Kept tile</h3></article>', mark: () => 'm' };
    // The server's HTML, as the browser would be handed it (hoisted links first: no document around it here).
    let html = '';
    renderAt(
      '/en/3-women',
      <KeptMarkupProvider value={kept}>
        <ProductGrid products={products} eager={2} />
      </KeptMarkupProvider>,
      undefined,
      (server) => {
        html = server.innerHTML;
      },
    );
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="image" fetchpriority="high">/g)];
    expect(preloaded.map((match) => match[1])).toEqual(['/img/p/1.jpg', '/img/p/2.jpg']);
    expect(html).not.toContain('/img/p/3.jpg');
  });

  it('writes a kept tile as it was kept, in place of rendering it', () => {
    const inside = '<article><h3>Kept tile</h3></article>';
    const kept: KeptMarkup = { get: (key) => (key.includes('"id":2,') ? inside : undefined), mark: () => 'm' };
    renderAt(
      '/en/3-women',
      <KeptMarkupProvider value={kept}>
        <ProductGrid products={reply([1, 2])} eager={0} />
      </KeptMarkupProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Kept tile' }).closest('li')?.innerHTML).toBe(inside);
    expect(screen.queryByRole('heading', { name: 'Product 2' })).toBeNull();
    expect(actionsRendered).toHaveBeenCalledTimes(1);
  });
});
