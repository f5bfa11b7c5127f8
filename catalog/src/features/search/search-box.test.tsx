import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@storefront/shared/events';
import { renderWithProviders } from '@storefront/shared/testing';
import type { SearchSuggestions } from '@storefront/shared/schemas';
import messages from '../../../../locales/en/catalog.json';
import { searchApi, suggestionsRequest } from '../../api/search-api.ts';
import SearchBox from './search-box.tsx';
import { SUGGEST_DELAY_MS } from './use-suggestions.ts';

const answer = (...names: string[]): SearchSuggestions => ({
  products: names.map((name, index) => ({
    id_product: index + 1,
    name,
    link: `/en/${index + 1}-${name.toLowerCase().replace(/\W+/g, '-')}.html`,
    price: '€49.00',
    image_url: `/api/img/p/${index + 1}-1.svg`,
  })),
  categories: [{ id_category: 12, name: 'Dresses', link: '/en/12-dresses' }],
});

interface Call {
  phrase: string;
  signal: AbortSignal | undefined;
  reply(psdata: SearchSuggestions): void;
}

/**
 * A network that answers when the test says so, in any order, even after the request was aborted. A fetch of its own
 * rather than msw: these tests pin the moment a request leaves under fake timers, and msw intercepts beneath fetch
 * with real asynchronous hops, so a request sent too early would not have reached it yet when the test looks.
 */
function stubNetwork(): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(
    (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        const body = JSON.parse(String(init?.body)) as { s: string };
        calls.push({
          phrase: body.s,
          signal: init?.signal ?? undefined,
          reply: (psdata) => resolve(new Response(JSON.stringify({ success: true, code: 200, psdata }))),
        });
      }),
  ) as typeof fetch;
  return calls;
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  // No cross-tab channel: an open BroadcastChannel would keep jest's process alive.
  const view = renderWithProviders(<SearchBox lang="en" params={{}} />, {
    messages,
    bus: createEventBus({ crossTab: false }),
  });
  const input = screen.getByRole('combobox', { name: 'Search the shop' });
  return { user, input, ...view };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // Unmount while time is still fake, so the cache's keep-unused timers die with the fake clock.
  cleanup();
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('SearchBox', () => {
  it('is a plain GET form to the results page before any script runs', () => {
    const { input } = setup();
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/en/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(input.getAttribute('name')).toBe('q');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks for suggestions once, when the typing has paused for the debounce delay', async () => {
    const calls = stubNetwork();
    const { user, input } = setup();
    await user.type(input, 'dress');
    await wait(SUGGEST_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls.map((call) => call.phrase)).toEqual(['dress']);

    calls[0]?.reply(answer('Linen dress', 'Silk dress'));
    await wait(10);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Linen dress€49.00',
      'Silk dress€49.00',
      'DressesCategory',
    ]);
  });

  it('aborts the request for an older phrase and never shows its late answer', async () => {
    const calls = stubNetwork();
    const { user, input } = setup();
    await user.type(input, 'dr');
    await wait(SUGGEST_DELAY_MS);
    await user.type(input, 'ess');
    await wait(SUGGEST_DELAY_MS);
    const [older, newer] = calls;
    expect([older?.phrase, newer?.phrase]).toEqual(['dr', 'dress']);
    expect(older?.signal?.aborted).toBe(true);
    expect(newer?.signal?.aborted).toBe(false);

    newer?.reply(answer('Silk dress'));
    await wait(10);
    // The server answers the old phrase after all: the newer suggestions stay.
    older?.reply(answer('Drawstring trousers'));
    await wait(10);
    expect(screen.getByRole('option', { name: /Silk dress/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Drawstring trousers/ })).toBeNull();
  });

  it('moves through the options with the arrow keys and opens the highlighted one with Enter', async () => {
    const { user, input, store, router } = setup();
    store.dispatch(
      searchApi.util.upsertQueryData('search', suggestionsRequest('dress'), {
        kind: 'suggestions',
        ...answer('Linen dress', 'Silk dress'),
      }),
    );
    await user.type(input, 'dress');
    await wait(SUGGEST_DELAY_MS);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last option the highlight wraps to the first.
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    await user.keyboard('{ArrowUp}');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(options[2]?.getAttribute('aria-selected')).toBe('false');

    await user.keyboard('{Enter}');
    expect(router.visited).toEqual(['/en/2-silk-dress.html']);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape and submits the phrase with Enter when nothing is highlighted', async () => {
    const { user, input, store, router } = setup();
    store.dispatch(
      searchApi.util.upsertQueryData('search', suggestionsRequest('dress'), {
        kind: 'suggestions',
        ...answer('Linen dress'),
      }),
    );
    await user.type(input, 'dress');
    await wait(SUGGEST_DELAY_MS);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('dress');

    await user.keyboard('{Enter}');
    expect(router.visited).toEqual(['/en/search?q=dress']);
  });

  it("links to every result for the phrase with 'Show all results'", async () => {
    const { user, input, store, router } = setup();
    store.dispatch(
      searchApi.util.upsertQueryData('search', suggestionsRequest('silk scarf'), {
        kind: 'suggestions',
        ...answer('Silk scarf'),
      }),
    );
    await user.type(input, 'silk scarf');
    await wait(SUGGEST_DELAY_MS);
    const showAll = screen.getByRole('link', { name: 'Show all results for “silk scarf”' });
    expect(showAll.getAttribute('href')).toBe('/en/search?q=silk%20scarf');
    await user.click(showAll);
    expect(router.visited).toEqual(['/en/search?q=silk%20scarf']);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
