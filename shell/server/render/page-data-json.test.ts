import { serializeForScript, type PageData } from '../../src/app/page-data.ts';
import { deepFreeze } from '@storefront/shared/domain';
import { pageDataJson } from './page-data-json.ts';

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

describe('pageDataJson', () => {
  it('writes the same bytes as serializeForScript, script escapes and left-out values included', () => {
    const data = deepFreeze({ name: 'Blouse </script><!--', text: '<p>a & b\u2028</p>', sizes: [1, undefined] });
    const page = pageData(data, { 'shell.title': 'Hello <b>' });
    expect(pageDataJson(page)).toBe(serializeForScript(page));
    expect(pageDataJson(page)).not.toContain('</script>');
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
    const first = pageDataJson(pageData(data, messages));
    const readsForFirst = reads;
    const second = pageDataJson(pageData(data, messages));
    expect(second).toBe(first);
    expect(first).toContain('"name":"Blouse"');
    expect(reads).toBe(readsForFirst);
  });

  it('writes data that is not frozen (a render may still change it) anew each time', () => {
    const data = { name: 'Blouse' };
    const messages = { 'shell.title': 'Hello' };
    pageDataJson(pageData(data, messages));
    data.name = 'Skirt';
    expect(pageDataJson(pageData(data, messages))).toContain('"name":"Skirt"');
  });
});
