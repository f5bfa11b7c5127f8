import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/testing';
import { AlternatesProvider } from '../app/alternates-context.tsx';
import type { PageAlternates } from '../app/page-data.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

const dress: PageAlternates = {
  path: '/fr/1-robe-decontractee-en-lin.html',
  links: {
    en: '/en/1-relaxed-linen-dress.html',
    fr: '/fr/1-robe-decontractee-en-lin.html',
    it: '/it/1-abito-comodo-in-lino.html',
    es: '/es/1-vestido-holgado-de-lino.html',
    de: '/de/1-lockeres-leinenkleid.html',
  },
};

function renderAt(path: string, alternates: PageAlternates | undefined) {
  renderWithProviders(
    <AlternatesProvider alternates={alternates}>
      <LanguageSwitcher />
    </AlternatesProvider>,
    { lang: 'fr', path },
  );
  return Object.fromEntries(
    ['EN', 'FR', 'IT', 'ES', 'DE'].map((name) => [name, screen.getByRole('link', { name }).getAttribute('href')]),
  );
}

describe('LanguageSwitcher', () => {
  it('links each language’s own URL on the page the server rendered, with the current query', () => {
    expect(renderAt('/fr/1-robe-decontractee-en-lin.html?group-1=2&utm_source=mail', dress)).toEqual({
      EN: '/en/1-relaxed-linen-dress.html?group-1=2&utm_source=mail',
      FR: '/fr/1-robe-decontractee-en-lin.html?group-1=2&utm_source=mail',
      IT: '/it/1-abito-comodo-in-lino.html?group-1=2&utm_source=mail',
      ES: '/es/1-vestido-holgado-de-lino.html?group-1=2&utm_source=mail',
      DE: '/de/1-lockeres-leinenkleid.html?group-1=2&utm_source=mail',
    });
  });

  it('swaps the prefix on another page (after a client-side navigation): the server redirects to the slug', () => {
    const hrefs = renderAt('/fr/3-femmes?page=2', dress);
    expect(hrefs.IT).toBe('/it/3-femmes?page=2');
    expect(hrefs.EN).toBe('/en/3-femmes?page=2');
  });

  it('swaps the prefix on a page that named no alternates', () => {
    expect(renderAt('/fr/cart?step=2', undefined)).toMatchObject({ IT: '/it/cart?step=2', DE: '/de/cart?step=2' });
  });

  it('swaps the prefix for a language the page did not name', () => {
    const partial: PageAlternates = { path: dress.path, links: { it: '/it/1-abito-comodo-in-lino.html' } };
    const hrefs = renderAt(dress.path, partial);
    expect(hrefs.IT).toBe('/it/1-abito-comodo-in-lino.html');
    expect(hrefs.DE).toBe('/de/1-robe-decontractee-en-lin.html');
  });

  it('saves the chosen language in the locale cookie', async () => {
    renderAt(dress.path, dress);
    const italian = screen.getByRole('link', { name: 'IT' });
    // jsdom does not navigate; the click handler runs all the same.
    italian.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(italian);
    expect(document.cookie).toContain('shell_locale=it');
  });
});
