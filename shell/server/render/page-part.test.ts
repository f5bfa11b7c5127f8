/** @jest-environment node */
import { cutPagePart, takePagePart } from './page-part.ts';

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Women – Sartoria</title>' +
  '<script>(function(){})()</script></head><body><div id="app"><header>menu</header><main><ul><li>Blouse</li></ul></main>' +
  '<script>window.__SF__={"lang":"en","note":"a \\u003c/script> inside"};</script></div>' +
  '<script>starter()</script></body></html>';

describe('takePagePart', () => {
  it('takes the part out of the address, so the page is the one without it', () => {
    const url = new URL('http://shop.invalid/en/3-women?q=availability-in_stock&_part=app');
    expect(takePagePart(url)).toBe('app');
    expect(url.pathname + url.search).toBe('/en/3-women?q=availability-in_stock');
    const data = new URL('http://shop.invalid/en/3-women?_part=data');
    expect([takePagePart(data), data.search]).toEqual(['data', '']);
  });

  it('asks for no part without the parameter, and for none with an unknown one (which is taken out all the same)', () => {
    expect(takePagePart(new URL('http://shop.invalid/en/3-women?q=x'))).toBeNull();
    const odd = new URL('http://shop.invalid/en/3-women?_part=head');
    expect([takePagePart(odd), odd.search]).toEqual([null, '']);
  });
});

describe('cutPagePart', () => {
  it('app: the title, then the app region up to the page data, and nothing else (no script)', () => {
    const part = cutPagePart(page, 'app');
    expect(part?.type).toBe('text/html; charset=utf-8');
    expect(part?.body).toBe(
      '<title>Women – Sartoria</title><header>menu</header><main><ul><li>Blouse</li></ul></main>',
    );
  });

  it('data: the page data as JSON', () => {
    const part = cutPagePart(page, 'data');
    expect(part?.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(part?.body ?? '')).toEqual({ lang: 'en', note: 'a </script> inside' });
  });

  it('nothing from a document of another shape', () => {
    expect(cutPagePart('<html><body><p>maintenance</p></body></html>', 'app')).toBeNull();
    expect(cutPagePart('<html><body><div id="app"><p>no data</p></div></body></html>', 'data')).toBeNull();
  });
});
