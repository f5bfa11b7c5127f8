import { keptKeyOf } from './kept-markup.tsx';

describe('keptKeyOf', () => {
  it('names what an element shows, and keeps a frozen value’s key: the same string on every render', () => {
    const product = Object.freeze({ id: 7, name: 'Linen shirt' });
    const key = keptKeyOf('catalog.tile', product);
    expect(key).toBe('catalog.tile:{"id":7,"name":"Linen shirt"}');
    expect(keptKeyOf('catalog.tile', product)).toBe(key);
    // Another name for the same value is a key of its own.
    expect(keptKeyOf('catalog.tile.first', product)).toBe('catalog.tile.first:{"id":7,"name":"Linen shirt"}');
    expect(keptKeyOf('catalog.tile', product)).toBe(key);
  });

  it('writes a value that is not frozen anew each time: a change shows in its key', () => {
    const menu = [{ id: 3, label: 'Women' }];
    expect(keptKeyOf('shell.menu', menu)).toBe('shell.menu:[{"id":3,"label":"Women"}]');
    menu[0]!.label = 'Donna';
    expect(keptKeyOf('shell.menu', menu)).toBe('shell.menu:[{"id":3,"label":"Donna"}]');
  });
});
