import { renderWithProviders } from '@storefront/shared/testing';
import { useCanonicalUrl } from './use-canonical-url.ts';

function Page({ link }: { link: string | undefined }) {
  useCanonicalUrl(link);
  return null;
}

describe('useCanonicalUrl', () => {
  it('replaces a URL under another slug with the canonical one, query kept', () => {
    const { router } = renderWithProviders(<Page link="/it/1-vestito-rilassato-in-lino.html" />, {
      path: '/it/1-robe-decontractee-en-lin.html?group-1=3',
    });
    expect(router.replaced).toEqual(['/it/1-vestito-rilassato-in-lino.html?group-1=3']);
  });

  it('leaves the canonical URL, and a page whose reply has not come yet, alone', () => {
    const { router, rerender } = renderWithProviders(<Page link={undefined} />, { path: '/it/3-donna' });
    rerender(<Page link="/it/3-donna" />);
    expect(router.visited).toEqual([]);
  });
});
