/** @jest-environment node */
import { serializeForScript, type PageData } from '../../src/app/page-data.ts';
import { deepFreeze } from '@storefront/shared/domain';
import { SharedText } from '../document-gzip.ts';
import { createPublicDataFetch } from './public-data.ts';
import { pageDataJson, pageDataPieces, sharedPieceMinLength } from './page-data-json.ts';

/** A page's data as a render inlines it: a kept reply's frozen data in a query, the shell's catalogue. */
function pageData(data: object, messages: Record<string, string>): PageData {
  return {
    lang: 'en',
    messages,
    state: {
      api: {
        queries: {
          'getProduct({"product_id":12})': {
            status: 'fulfilled',
            endpointName: 'getProduct',
            requestId: 'ssr:getProduct',
            originalArgs: { product_id: 12 },
            startedTimeStamp: 0,
            data,
            fulfilledTimeStamp: 1,
          },
          'getCart(undefined)': { status: 'uninitialized', data: undefined },
        },
        mutations: {},
        provided: {},
        subscriptions: {},
        config: { online: true, reducerPath: 'api' },
      },
      catalogWishlist: { ids: [] },
    } as unknown as PageData['state'],
    entries: { catalog: 'http://localhost/catalog/remoteEntry.js' },
    config: { shopName: 'Sartoria Nova' } as unknown as PageData['config'],
    modules: [],
    alternates: undefined,
    visitor: { consent: null },
  } as PageData;
}

/** `value` as the public data cache keeps it: parsed once, frozen, and the same object for every render. */
async function keptReply<T extends object>(value: T): Promise<T> {
  const publicFetch = createPublicDataFetch({
    ttlMs: 60_000,
    staleMs: 0,
    maxBytes: 1 << 20,
    upstream: () =>
      Promise.resolve(new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } })),
  });
  const reply = await publicFetch('http://api.invalid/api/getProducts', { method: 'POST', body: '{}' });
  return (await reply.json()) as T;
}

/** A shared page's options: its queries' stamps are fixed (`stableState`). */
const sharedPage = { shared: true };

describe('pageDataJson', () => {
  it('writes the same bytes as serializeForScript, script escapes and left-out values included', () => {
    const data = deepFreeze({ name: 'Blouse </script><!--', text: '<p>a & b\u2028</p>', sizes: [1, undefined] });
    const page = pageData(data, { 'shell.title': 'Hello <b>' });
    expect(pageDataJson(page, sharedPage)).toBe(serializeForScript(page));
    expect(pageDataJson(page, sharedPage)).not.toContain('</script>');
  });

  it("writes a query's frozen data and the catalogue once, however many renders inline them", () => {
    let reads = 0;
    const data = deepFreeze(
      Object.defineProperty({}, 'name', {
        enumerable: true,
        get: () => {
          reads++;
          return 'Blouse';
        },
      }),
    );
    const messages = { 'shell.title': 'Hello' };
    const first = pageDataJson(pageData(data, messages), sharedPage);
    const readsForFirst = reads;
    const second = pageDataJson(pageData(data, messages), sharedPage);
    expect(second).toBe(first);
    expect(first).toContain('"name":"Blouse"');
    expect(reads).toBe(readsForFirst);
  });

  it('writes data that is not frozen (a render may still change it) anew each time', () => {
    const data = { name: 'Blouse' };
    const messages = { 'shell.title': 'Hello' };
    pageDataJson(pageData(data, messages), sharedPage);
    data.name = 'Skirt';
    expect(pageDataJson(pageData(data, messages), sharedPage)).toContain('"name":"Skirt"');
  });

  it("writes the queries whose data is a kept reply's first, as one piece the same in every render", async () => {
    const listing = await keptReply({
      products: Array.from({ length: 60 }, (_, id) => ({ id, name: `Dress <${id}>` })),
    });
    const messages = { 'shell.title': 'Hello' };
    const page = (data: object) => {
      const value = pageData(data, messages);
      const api = (value.state as unknown as { api: { queries: Record<string, unknown> } }).api;
      // A query whose data is this render's own (the store freezes it too), before the kept one.
      api.queries = {
        'getCartItems(undefined)': { status: 'fulfilled', data: deepFreeze({ lines: [1] }) },
        ...api.queries,
      };
      return value;
    };
    const first = page(listing);
    const pieces = pageDataPieces(first, sharedPage);
    const shared = pieces.filter((piece) => piece instanceof SharedText);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.text).toContain(serializeForScript(listing));
    expect(shared[0]!.text).not.toContain('getCartItems');
    const text = pieces.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join('');
    expect(JSON.parse(text)).toEqual(JSON.parse(serializeForScript(first)));
    expect(text).not.toContain('</script>');
    expect(text.indexOf('getProduct(')).toBeLessThan(text.indexOf('getCartItems('));
    // Another render of the same data: the same piece and bytes. A refreshed reply (another object): another piece.
    expect(pageDataPieces(page(listing), sharedPage)).toContain(shared[0]);
    expect(pageDataJson(page(listing), sharedPage)).toBe(text);
    const refreshed = pageDataPieces(page(await keptReply({ ...listing })), sharedPage);
    expect(refreshed.filter((piece) => piece instanceof SharedText)).toHaveLength(1);
    expect(refreshed).not.toContain(shared[0]);
    // Data that is no kept reply's, frozen or not, and small kept data stay in the page's own text.
    for (const data of [deepFreeze({ ...listing }), { ...listing }, await keptReply({ name: 'Blouse' })])
      expect(pageDataPieces(pageData(data, messages), sharedPage).every((piece) => typeof piece === 'string')).toBe(
        true,
      );
  });

  it('makes a large catalogue a piece of its own, the same for every page of its language', () => {
    const messages = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`shell.text${i}`, `Text number ${i}`]));
    const first = pageDataPieces(pageData(deepFreeze({ name: 'Blouse' }), messages), sharedPage);
    const catalogue = first.find((piece) => piece instanceof SharedText);
    expect(catalogue?.text).toBe(serializeForScript(messages));
    expect(catalogue!.text.length).toBeGreaterThanOrEqual(sharedPieceMinLength);
    expect(pageDataPieces(pageData(deepFreeze({ name: 'Skirt' }), messages), sharedPage)).toContain(catalogue);
  });

  it("writes a personal page's data as its own text, in its order: its queries' stamps differ in every render", async () => {
    const listing = await keptReply({
      products: Array.from({ length: 60 }, (_, id) => ({ id, name: `Dress <${id}>` })),
    });
    const messages = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`shell.text${i}`, `Text number ${i}`]));
    const page = pageData(listing, messages);
    const api = (page.state as unknown as { api: { queries: Record<string, unknown> } }).api;
    api.queries = { 'getCartItems(undefined)': { status: 'fulfilled', data: { lines: [1] } }, ...api.queries };
    const pieces = pageDataPieces(page, { shared: false });
    expect(pieces.every((piece) => typeof piece === 'string')).toBe(true);
    expect(pieces.join('')).toBe(serializeForScript(page));
  });
});
