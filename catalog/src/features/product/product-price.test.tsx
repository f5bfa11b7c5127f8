// SPEC section 9: 'Low-stock labels use a count with a singular or plural article', in each of the five languages.
import { screen } from '@testing-library/react';
import type { Locale } from '@storefront/shared/i18n';
import { renderWithProviders } from '@storefront/shared/testing';
import en from '../../../../locales/en/catalog.json';
import fr from '../../../../locales/fr/catalog.json';
import it from '../../../../locales/it/catalog.json';
import es from '../../../../locales/es/catalog.json';
import de from '../../../../locales/de/catalog.json';
import { StockLabel } from './product-price.tsx';

const catalogues: Record<Locale, Record<string, string>> = { en, fr, it, es, de };

const lowStock = (quantity: number) => ({ availability: 'last_remaining_items' as const, quantity });

describe('the low-stock label', () => {
  test.each<[Locale, string, string]>([
    ['en', 'Only 1 item left', 'Only 3 items left'],
    ['fr', 'Plus que 1 article en stock', 'Plus que 3 articles en stock'],
    ['it', 'Solo 1 pezzo disponibile', 'Solo 3 pezzi disponibili'],
    ['es', 'Solo queda 1 unidad', 'Solo quedan 3 unidades'],
    ['de', 'Nur noch 1 Artikel verfügbar', 'Nur noch 3 Artikel verfügbar'],
  ])('%s: singular for one, plural for more', (lang, one, several) => {
    const { unmount } = renderWithProviders(<StockLabel product={lowStock(1)} />, {
      lang,
      messages: catalogues[lang],
    });
    expect(screen.getByText(one)).toBeTruthy();
    unmount();
    renderWithProviders(<StockLabel product={lowStock(3)} />, { lang, messages: catalogues[lang] });
    expect(screen.getByText(several)).toBeTruthy();
  });

  test('says sold out, not "0 left", when none remain', () => {
    renderWithProviders(<StockLabel product={lowStock(0)} />, { messages: en });
    expect(screen.getByText(en['catalog.product.outOfStock'])).toBeTruthy();
    expect(screen.queryByText(/Only/)).toBeNull();
  });
});
