import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';
import { productFixture } from './product-fixture.ts';
import { VariantPickers } from './variant-pickers.tsx';
import { productRequest, readGroupQuery } from './variant-query.ts';

const path = '/en/1-relaxed-linen-dress.html';

describe('VariantPickers', () => {
  it('marks a size sold out with the chosen colour, for the eye and for screen readers', () => {
    renderWithProviders(<VariantPickers groups={productFixture.groups} />, { messages, path });
    expect(
      screen
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label') ?? group.querySelector('legend')?.textContent),
    ).toEqual(['Size: M', 'Colour: Cream']);
    const xl = screen.getByRole('radio', { name: 'XL (unavailable)' });
    expect(xl.closest('label')?.getAttribute('data-unavailable')).toBe('true');
    expect(screen.getByRole('radio', { name: 'L' }).closest('label')?.hasAttribute('data-unavailable')).toBe(false);
    expect(screen.getByRole('radio', { name: 'M' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Cream' })).toHaveProperty('checked', true);
  });

  it('writes the whole group map into the URL, keeping the other choice', () => {
    const { router } = renderWithProviders(<VariantPickers groups={productFixture.groups} />, {
      messages,
      path: `${path}?utm=x`,
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(router.visited).toEqual([`${path}?utm=x&group-1=3&group-2=102`]);
    fireEvent.click(screen.getByRole('radio', { name: 'XL (unavailable)' }));
    expect(router.visited[1]).toBe(`${path}?utm=x&group-1=5&group-2=113`);
  });

  it('shows the choice being loaded as chosen', () => {
    renderWithProviders(<VariantPickers groups={productFixture.groups} pending={{ '1': 4, '2': 113 }} />, {
      messages,
      path,
    });
    expect(screen.getByRole('radio', { name: 'L' })).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Size: L' }).tagName).toBe('FIELDSET');
  });
});

describe('the group map in the URL', () => {
  it('reads group-<id>=<attribute> pairs and ignores anything else', () => {
    const query = new URLSearchParams('group-1=3&group-2=102&group-x=4&group-3=abc&group-4=0&size=m');
    expect(readGroupQuery(query)).toEqual({ '1': 3, '2': 102 });
    expect(readGroupQuery(new URLSearchParams('page=2'))).toBeUndefined();
  });

  it('asks getProduct for the default combination when the URL names none', () => {
    expect(productRequest(1, new URLSearchParams())).toEqual({ product_id: 1 });
    expect(productRequest(1, new URLSearchParams('group-1=4'))).toEqual({ product_id: 1, group: { '1': 4 } });
  });
});
