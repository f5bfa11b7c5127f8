import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow } from './pagination.tsx';
import { renderAt } from './test-utils.tsx';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, null, 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, null, 10]],
    [6, 12, [1, null, 4, 5, 6, 7, 8, null, 12]],
    [12, 12, [1, null, 10, 11, 12]],
  ])('page %i of %i shows %j', (current, count, expected) => expect(pageWindow(current, count)).toEqual(expected));
});

describe('Pagination', () => {
  const at = (current: number, count: number, path = '/en/3-women?q=size-m&order=price_asc') =>
    renderAt(path, <Pagination pagination={{ current_page: current, pages_count: count }} />);

  it('links previous, next and the page numbers, keeping filters and order', () => {
    at(2, 3, '/en/3-women?q=size-m&order=price_asc&page=2');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/en/3-women?q=size-m&order=price_asc',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/en/3-women?q=size-m&order=price_asc&page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBeNull();
    expect(nav.textContent).toContain('Page 2 of 3');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const first = at(1, 2);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeTruthy();
    first.unmount();
    at(2, 2);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('navigates inside the shop', async () => {
    const { router } = at(1, 4);
    await userEvent.click(screen.getByRole('link', { name: 'Page 4' }));
    expect(router.visited).toEqual(['/en/3-women?q=size-m&order=price_asc&page=4']);
  });

  it('shows nothing for a single page', () => {
    at(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
