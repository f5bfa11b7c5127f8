import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';
import { productFixture } from './product-fixture.ts';
import { SizeGuideDialog } from './size-guide-dialog.tsx';

const guide = productFixture.size_guide ?? { title: 'Size guide', unit: 'cm' as const, columns: [], rows: [] };

describe('SizeGuideDialog', () => {
  it('shows the measurements per size in a modal dialog', () => {
    renderWithProviders(<SizeGuideDialog guide={guide} />, { messages });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'SizeChest (cm)Waist (cm)Hips (cm)',
      'XS806286',
      'S866892',
      'M927498',
      'L9880104',
      'XL10486110',
    ]);
  });

  it('keeps Tab inside, closes on Escape and gives focus back to its button', () => {
    renderWithProviders(<SizeGuideDialog guide={guide} />, { messages });
    const trigger = screen.getByRole('button', { name: 'Size guide' });
    trigger.focus();
    fireEvent.click(trigger);
    const close = screen.getByRole('button', { name: 'Close the size guide' });
    expect(document.activeElement).toBe(close);

    const table = screen.getByRole('table').parentElement as HTMLElement;
    table.focus();
    fireEvent.keyDown(table, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(table);

    fireEvent.keyDown(table, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its close button too', () => {
    renderWithProviders(<SizeGuideDialog guide={guide} />, { messages });
    fireEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close the size guide' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Size guide' }));
  });
});
