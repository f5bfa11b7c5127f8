import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/index.tsx';
import messages from '../../../locales/fr/shell.json';
import { SalePrice } from './sale-price.tsx';

describe('SalePrice', () => {
  it('a discounted price: the regular one struck through first, each named for screen readers', () => {
    renderWithProviders(
      <p data-testid="shared-test-price">
        <SalePrice value={60.83} regular={86.9} discounted classNames={{ discounted: 'bold' }} />
      </p>,
      { lang: 'fr', messages },
    );
    const price = screen.getByTestId('shared-test-price');
    expect(price.querySelector('s')?.textContent).toBe('Prix habituel 86,90\u00a0€');
    expect(price.textContent).toBe('Prix habituel 86,90\u00a0€ Prix réduit 60,83\u00a0€');
    expect(price.querySelector('.bold')?.textContent).toBe('Prix réduit 60,83\u00a0€');
  });

  it('a price that is not discounted is the price alone', () => {
    renderWithProviders(
      <p data-testid="shared-test-price">
        <SalePrice value={35.7} regular={35.7} discounted={false} />
      </p>,
      { messages },
    );
    expect(screen.getByTestId('shared-test-price').innerHTML).toBe('<span>€35.70</span>');
  });
});
