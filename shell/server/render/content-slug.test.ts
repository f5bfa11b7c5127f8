/** @jest-environment node */
import type { ContentPage } from '@storefront/shared/schemas';
import { routeContentSlug } from './content-slug.ts';
import type { ContentSlugQuestion } from './request.ts';

const notFound = { kind: 'page', lang: 'fr', params: {}, status: 404, blank: false, shared: false } as const;
const question: ContentSlugQuestion = { slug: 'about-us', lang: 'fr', search: '?from=mail', notFound };
const aboutUs: ContentPage = {
  id: 4,
  slug: 'about-us',
  title: 'About us',
  content: '<p>x</p>',
  meta_description: '',
  links: { en: '/en/about-us', fr: '/fr/a-propos' },
};
const vary = 'Cookie, Accept-Language';

/** A content api answering `status` with `body`, recording what it was asked. */
function contentApi(status: number, body: unknown) {
  const asked: { url: string; lang: string | null; body: unknown }[] = [];
  const fetchFn = (async (input: string, init?: RequestInit) => {
    asked.push({ url: input, lang: new Headers(init?.headers).get('accept-language'), body: init?.body });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { asked, fetchFn };
}

describe('routeContentSlug', () => {
  it("sends a slug the api knows to the page's own path in the shopper's language, the query kept", async () => {
    const { asked, fetchFn } = contentApi(200, { success: true, code: 200, psdata: aboutUs });
    expect(await routeContentSlug(question, 'http://api.test/cms', fetchFn)).toEqual({
      kind: 'redirect',
      to: '/fr/a-propos?from=mail',
      status: 302,
      vary,
    });
    expect(asked).toEqual([{ url: 'http://api.test/cms/getContent', lang: 'fr', body: '{"slug":"about-us"}' }]);
  });

  it('leaves a slug the api does not know the 404 it is (no redirect to a page not found)', async () => {
    const { fetchFn } = contentApi(404, { success: false, code: 404, psdata: null, message: 'Page not found' });
    expect(await routeContentSlug(question, 'http://api.test/cms', fetchFn)).toBe(notFound);
  });

  it('sends the shopper to the slug under their language when the api cannot say (the page answers 503 there)', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const expected = { kind: 'redirect', to: '/fr/about-us?from=mail', status: 302, vary };
    expect(await routeContentSlug(question, 'http://api.test/cms', down)).toEqual(expected);
    expect(await routeContentSlug(question, 'http://api.test/cms', contentApi(502, '<html>').fetchFn)).toEqual(
      expected,
    );
  });

  it('never follows a page path off the shop', async () => {
    const away = { ...aboutUs, links: { fr: '//elsewhere.example/x' } };
    const { fetchFn } = contentApi(200, { success: true, code: 200, psdata: away });
    expect(await routeContentSlug(question, 'http://api.test/cms', fetchFn)).toMatchObject({
      to: '/fr/about-us?from=mail',
    });
  });
});
