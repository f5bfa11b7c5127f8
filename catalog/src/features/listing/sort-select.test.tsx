import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortSelect } from './sort-select.tsx';
import { renderAt } from './test-utils.tsx';

describe('SortSelect', () => {
  it('offers the 8 sort orders under a label, the current one selected', () => {
    renderAt('/en/3-women?order=price_desc', <SortSelect query={{ order: 'price_desc' }} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Relevance',
      'Price, low to high',
      'Price, high to low',
      'Best sellers',
      'Oldest first',
      'Newest first',
      'Name, A to Z',
      'Name, Z to A',
    ]);
    expect(select.value).toBe('price_desc');
  });

  it('writes the order to the URL and starts again from page 1, keeping the filters', async () => {
    const { router } = renderAt('/en/3-women?q=size-m&page=3', <SortSelect query={{ order: 'relevance' }} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name, A to Z');
    expect(router.visited).toEqual(['/en/3-women?q=size-m&order=title_asc']);
  });

  it('leaves the default order out of the URL', async () => {
    const { router } = renderAt('/en/3-women?order=price_asc', <SortSelect query={{ order: 'price_asc' }} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Relevance');
    expect(router.visited).toEqual(['/en/3-women']);
  });
});
