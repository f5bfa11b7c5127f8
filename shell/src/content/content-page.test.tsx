import { screen } from '@testing-library/react';
import { createEventBus } from '@storefront/shared/events';
import type { ContentPage as ContentPageData } from '@storefront/shared/schemas';
import { makeStore } from '@storefront/shared/store';
import {
  answerApi,
  apiHandler,
  apiRefusal,
  apiResponse,
  apiUnreachable,
  renderWithProviders,
} from '@storefront/shared/testing';
import ContentPage, { prefetch } from './content-page.tsx';
import aPropos from './fixtures/get-content-fr-a-propos.json';

// The api's reply for { slug: 'a-propos' } in French (captured from the seeded shop).
const page = aPropos as ContentPageData;

/** The content api's getContent: one page, or its 404 envelope. */
const answer = (psdata: ContentPageData | null) =>
  answerApi(psdata ? apiHandler('getContent', psdata) : apiRefusal('getContent', 404, 'Page not found'));

const prefetchAt = (slug: string, search = '') =>
  prefetch({
    store: makeStore({
      apiBaseUrl: 'http://api.test/api',
      contentBaseUrl: 'http://api.test/cms',
      lang: 'fr',
      bus: createEventBus({ crossTab: false }),
    }),
    origin: 'http://shop.test',
    lang: 'fr',
    params: { slug },
    query: new URLSearchParams(search),
  });

describe('prefetch', () => {
  it('asks the content api for the slug and writes the head from the reply’s links', async () => {
    const urls: string[] = [];
    const sent = answerApi(
      apiHandler('getContent', (_call: unknown, request: Request) => {
        urls.push(request.url);
        return page;
      }),
    );
    expect(await prefetchAt('a-propos')).toEqual({
      head: {
        title: 'À propos',
        description: page.meta_description,
        canonical: '/fr/a-propos',
        alternates: {
          en: '/en/about-us',
          fr: '/fr/a-propos',
          it: '/it/chi-siamo',
          es: '/es/quienes-somos',
          de: '/de/ueber-uns',
          'x-default': '/en/about-us',
        },
      },
    });
    expect(urls).toEqual(['http://api.test/cms/getContent']);
    expect(sent).toEqual([{ call: 'getContent', body: { slug: 'a-propos' } }]);
  });

  it('sends another language’s slug to the page’s own, for good and with the query', async () => {
    answer(page);
    expect(await prefetchAt('chi-siamo', 'utm_source=mail')).toEqual({
      redirect: { to: '/fr/a-propos?utm_source=mail', status: 301 },
    });
  });

  it('answers 404 for a slug the api does not know', async () => {
    answer(null);
    expect(await prefetchAt('nothing-here')).toEqual({ status: 404 });
  });

  it.each([
    ['a 5xx envelope', () => apiRefusal('getContent', 500, 'down')],
    [
      'a reply that is not JSON',
      () => apiResponse('getContent', () => new Response('<html>Bad gateway</html>', { status: 502 })),
    ],
    ['a success without an envelope', () => apiResponse('getContent', () => new Response('{"title":"?"}'))],
  ])('answers 503 when the content api gives %s', async (_name, reply) => {
    answerApi(reply());
    expect(await prefetchAt('a-propos')).toEqual({ status: 503 });
  });

  it('answers 503 when the content api is unreachable', async () => {
    answerApi(apiUnreachable('getContent'));
    expect(await prefetchAt('a-propos')).toEqual({ status: 503 });
  });

  it('never redirects off the shop, whatever the reply names', async () => {
    answer({ ...page, links: { ...page.links, fr: '//elsewhere.example/fr/a-propos' } });
    expect((await prefetchAt('chi-siamo'))?.redirect).toBeUndefined();
  });
});

describe('ContentPage', () => {
  it('shows the title and the api’s HTML body', async () => {
    answer(page);
    renderWithProviders(<ContentPage lang="fr" params={{ slug: 'a-propos' }} />, { lang: 'fr', path: '/fr/a-propos' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('À propos');
    expect(screen.getByTestId('shell-content-body').innerHTML).toBe(page.content);
  });

  it('replaces the URL with the page’s own slug after a client-side navigation under another', async () => {
    answer(page);
    const { router } = renderWithProviders(<ContentPage lang="fr" params={{ slug: 'chi-siamo' }} />, {
      lang: 'fr',
      path: '/fr/chi-siamo?x=1',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(router.replaced).toEqual(['/fr/a-propos?x=1']);
  });

  it('is the not-found screen for an unknown slug', async () => {
    answer(null);
    renderWithProviders(<ContentPage lang="fr" params={{ slug: 'nothing-here' }} />, {
      lang: 'fr',
      path: '/fr/nothing-here',
    });
    expect(await screen.findByTestId('shared-not-found-path')).toBeTruthy();
  });
});
