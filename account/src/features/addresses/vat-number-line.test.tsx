import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import type { Locale } from '@storefront/shared/i18n';
import { loadMessages } from '../../messages.ts';
import { VatNumberLine } from './vat-number-line.tsx';

const render = async (address: Parameters<typeof VatNumberLine>[0]['address'], lang: Locale = 'en') =>
  renderWithProviders(<VatNumberLine address={address} />, {
    lang,
    messages: (await loadMessages(lang)) as Record<string, string>,
  });

describe('VatNumberLine', () => {
  it('shows the number, and says it is not verified when VIES could not be reached', async () => {
    await render({ vat_number: 'DE123456789', vat_verified: false });
    expect(screen.getByText(/^VAT number DE123456789/).textContent).toBe(
      'VAT number DE123456789 Not verified with VIES: the EU service could not be reached when it was saved.',
    );
  });

  it('shows a verified number, or one VIES was not asked about, without a note', async () => {
    const { unmount } = await render({ vat_number: 'DE123456789', vat_verified: true });
    expect(screen.getByText('VAT number DE123456789')).toBeTruthy();
    unmount();
    await render({ vat_number: 'IT12345678903', vat_verified: null });
    expect(screen.getByText('VAT number IT12345678903')).toBeTruthy();
    expect(screen.queryByText(/Not verified/)).toBeNull();
  });

  it('shows nothing for an address without a number', async () => {
    const { container } = await render({ vat_number: '', vat_verified: null });
    expect(container.textContent).toBe('');
  });

  it('speaks the shopper’s language', async () => {
    await render({ vat_number: 'DE123456789', vat_verified: false }, 'de');
    expect(screen.getByText(/^USt-IdNr\. DE123456789/).textContent).toContain('Nicht über VIES geprüft');
  });
});
