import { createEventBus } from '@storefront/shared/events';
import { makeStore } from '@storefront/shared/store';
import { compareList } from '../compare/compare-list.ts';
import { wishlist } from '../wishlist/wishlist-list.ts';

const product = (id: number) => ({ id, name: `Product ${id}`, slug: `product-${id}` });
const newStore = () =>
  makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'en', bus: createEventBus({ crossTab: false }) });
const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

beforeEach(() => window.localStorage.clear());

describe('saved lists', () => {
  it('start unloaded, so the server render and the hydration render agree', () => {
    const store = newStore();
    expect(wishlist.selectLoaded(store.getState())).toBe(false);
    expect(wishlist.selectItems(store.getState())).toEqual([]);
  });

  it('add and remove products, once each, and keep them in localStorage under the owner-prefixed key', () => {
    const store = newStore();
    expect(store.dispatch(wishlist.add(product(1)))).toBe('added');
    expect(store.dispatch(wishlist.add(product(2)))).toBe('added');
    expect(store.dispatch(wishlist.add(product(1)))).toBe('present');
    expect(wishlist.selectItems(store.getState()).map((item) => item.id)).toEqual([1, 2]);
    expect(stored('catalog:wishlist')).toEqual([product(1), product(2)]);

    store.dispatch(wishlist.remove(1));
    expect(wishlist.selectItems(store.getState())).toEqual([product(2)]);
    expect(stored('catalog:wishlist')).toEqual([product(2)]);
    expect(stored('catalog:compare')).toBeNull();
  });

  it('mark the browser as having something personal while a list holds anything (shared pages then start at once)', () => {
    const store = newStore();
    const mark = () => window.localStorage.getItem('sf:personal:catalog:wishlist');
    store.dispatch(wishlist.add(product(1)));
    expect(mark()).toBe('1');
    store.dispatch(wishlist.remove(1));
    expect(mark()).toBeNull();
    // A list saved before the mark existed is marked when read; an unreadable one is not.
    window.localStorage.setItem('catalog:wishlist', JSON.stringify([product(3)]));
    store.dispatch(wishlist.sync());
    expect(mark()).toBe('1');
    window.localStorage.setItem('catalog:wishlist', '{not json');
    store.dispatch(wishlist.sync());
    expect(mark()).toBeNull();
  });

  it('compare holds four products and refuses a fifth', () => {
    const store = newStore();
    for (const id of [1, 2, 3, 4]) expect(store.dispatch(compareList.add(product(id)))).toBe('added');
    expect(store.dispatch(compareList.add(product(5)))).toBe('full');
    expect(compareList.selectItems(store.getState()).map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(stored('catalog:compare')).toHaveLength(4);

    store.dispatch(compareList.remove(2));
    expect(store.dispatch(compareList.add(product(5)))).toBe('added');
    expect(compareList.selectItems(store.getState()).map((item) => item.id)).toEqual([1, 3, 4, 5]);
  });

  it('survive a reload: a new store reads what the last one stored', () => {
    newStore().dispatch(wishlist.add(product(7)));
    const reloaded = newStore();
    reloaded.dispatch(wishlist.sync());
    expect(wishlist.selectLoaded(reloaded.getState())).toBe(true);
    expect(wishlist.selectItems(reloaded.getState())).toEqual([product(7)]);
  });

  it('never drop what another tab added: every change starts from the stored list', () => {
    const thisTab = newStore();
    thisTab.dispatch(wishlist.add(product(1)));
    // Another tab (another store, the same storage) adds a product meanwhile.
    newStore().dispatch(wishlist.add(product(2)));
    thisTab.dispatch(wishlist.add(product(3)));
    expect(stored('catalog:wishlist')).toEqual([product(1), product(2), product(3)]);
  });

  it('ignore what they cannot read: broken JSON, wrong shapes and duplicates', () => {
    window.localStorage.setItem('catalog:wishlist', '{not json');
    const store = newStore();
    store.dispatch(wishlist.sync());
    expect(wishlist.selectItems(store.getState())).toEqual([]);

    window.localStorage.setItem(
      'catalog:wishlist',
      JSON.stringify([product(1), { id: 'x' }, product(1), null, product(2)]),
    );
    store.dispatch(wishlist.sync());
    expect(wishlist.selectItems(store.getState())).toEqual([product(1), product(2)]);
  });
});
