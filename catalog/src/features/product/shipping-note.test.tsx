import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/it/catalog.json';
import { ShippingNote } from './shipping-note.tsx';

describe('ShippingNote', () => {
  it("tells the brand's free-shipping rule in the page's language", () => {
    // As getProduct answers it in Italian for a Ferro & Fili product (seeded api).
    const rule = { id_manufacturer: 3, name: 'Ferro & Fili', free_from: 100, country: 'Italia' };
    renderWithProviders(<ShippingNote rule={rule} />, { lang: 'it', messages });
    expect(screen.getByTestId('catalog-product-shipping-note').textContent?.replace(/\s/g, ' ')).toBe(
      'Spedizione gratuita in Italia da 100,00 € di prodotti Ferro & Fili.',
    );
  });

  it('says nothing for a brand without a rule', () => {
    renderWithProviders(<ShippingNote rule={null} />, { lang: 'it', messages });
    expect(screen.queryByTestId('catalog-product-shipping-note')).toBeNull();
  });
});
