/**
 * @jest-environment node
 *
 * Kept markup (ADR 0600, "A tile rendered once"): a page rendered with kept insides is the same bytes as one rendered
 * without, the insides are reused across pages and positions, and nothing of a mark is left in a page.
 */
import { renderToString } from 'react-dom/server';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { Kept, KeptMarkupProvider, keptMarkAttribute, type KeptMarkup } from '@storefront/shared/ui';
import type { Registry } from '../../src/federation/registry.ts';
import { registry, shop } from './test-utils.ts';
import { createKeptMarkupStore, takeMarks, type KeptScope } from './kept-markup.ts';

const scope: KeptScope = { lang: 'en', origin: 'http://localhost:8080', registry, shop };

/** A tile that counts its renders, with text beside text (React's separators) and a value in an attribute. */
const tileRendered = jest.fn();
function Tile({ name }: { name: string }) {
  tileRendered();
  return (
    <article title={`"${name}" & co`}>
      <h3>{name}</h3>
      <p>
        <FormattedMessage id="price" values={{ amount: name.length }} /> {name}
      </p>
    </article>
  );
}

function Page({ names, kept }: { names: string[]; kept: KeptMarkup | null }) {
  return (
    <IntlProvider locale="en" messages={{ price: 'From {amount} €' }}>
      <KeptMarkupProvider value={kept}>
        <main>
          {/* A content page's raw HTML may hold anything, a lookalike mark included: it is never taken. */}
          <div dangerouslySetInnerHTML={{ __html: `<p ${keptMarkAttribute}="0.0">raw</p>` }} />
          <ul>
            {names.map((name, index) => (
              <Kept as="li" key={name} keepKey={index === 0 ? undefined : `tile:${name}`}>
                <Tile name={name} />
              </Kept>
            ))}
          </ul>
        </main>
      </KeptMarkupProvider>
    </IntlProvider>
  );
}

function renderWith(store: ReturnType<typeof createKeptMarkupStore>, names: string[], at: KeptScope = scope) {
  const kept = store.render(at);
  return { html: kept.finish(renderToString(<Page names={names} kept={kept} />)), counts: kept.counts };
}

beforeEach(() => tileRendered.mockClear());

describe('kept markup', () => {
  it('writes the same page as a render without it, renders a kept tile once, and reuses it at another place', () => {
    const store = createKeptMarkupStore({ ttlMs: 10_000, maxBytes: 1 << 20 });
    const names = ['Linen shirt', 'Wool coat', 'Silk <scarf>'];
    const plain = renderToString(<Page names={names} kept={null} />);
    expect(tileRendered).toHaveBeenCalledTimes(3);

    const first = renderWith(store, names);
    expect(first.html).toBe(plain);
    expect(first.counts).toEqual({ reused: 0, kept: 2 });
    expect(tileRendered).toHaveBeenCalledTimes(6);

    const again = renderWith(store, names);
    expect(again.html).toBe(plain);
    expect(again.counts).toEqual({ reused: 2, kept: 0 });
    // Only the tile with no key (a priority tile) was rendered again.
    expect(tileRendered).toHaveBeenCalledTimes(7);

    // Another page lists the same products elsewhere and one more: the kept ones are written, the new one kept.
    const other = ['Cotton tee', 'Silk <scarf>', 'Denim', 'Wool coat'];
    const otherPlain = renderToString(<Page names={other} kept={null} />);
    tileRendered.mockClear();
    const otherKept = renderWith(store, other);
    expect(otherKept.html).toBe(otherPlain);
    expect(otherKept.counts).toEqual({ reused: 2, kept: 1 });
    expect(tileRendered).toHaveBeenCalledTimes(2);
  });

  it('keeps insides apart by language, registry and settings, and forgets them after their time', () => {
    let now = 1_000;
    const store = createKeptMarkupStore({ ttlMs: 10_000, maxBytes: 1 << 20, now: () => now });
    const names = ['Priority', 'Wool coat'];
    renderWith(store, names);
    expect(renderWith(store, names).counts.reused).toBe(1);
    expect(renderWith(store, names, { ...scope, lang: 'fr' }).counts.reused).toBe(0);
    const published: Registry = {
      remotes: { catalog: { ...registry.remotes.catalog!, version: '1.0.1' } },
    };
    expect(renderWith(store, names, { ...scope, registry: published }).counts.reused).toBe(0);
    expect(renderWith(store, names, { ...scope, shop: { ...shop, theme: 'blue' } }).counts.reused).toBe(0);
    now = 11_001;
    expect(renderWith(store, names).counts).toEqual({ reused: 0, kept: 1 });
  });
});

describe('kept markup within its bytes', () => {
  it('counts every scope’s copy of a key against the bytes, and drops the least used key when they are spent', () => {
    const inside = `<p>${'x'.repeat(1000)}</p>`;
    const element = (key: string) => (kept: KeptMarkup) => (
      <KeptMarkupProvider value={kept}>
        <Kept as="div" keepKey={key}>
          <div dangerouslySetInnerHTML={{ __html: inside }} />
        </Kept>
      </KeptMarkupProvider>
    );
    // Room for about three and a half copies.
    const store = createKeptMarkupStore({ ttlMs: 10_000, maxBytes: 2 * 1200 * 3.5 });
    const keep = (key: string, at: KeptScope) => {
      const kept = store.render(at);
      kept.finish(renderToString(element(key)(kept)));
      return kept.counts;
    };
    const languages = ['en', 'fr', 'it'].map((lang) => ({ ...scope, lang }));
    for (const at of languages) expect(keep('a', at)).toEqual({ reused: 0, kept: 1 });
    // Three copies of one key: all of them are there.
    for (const at of languages) expect(keep('a', at)).toEqual({ reused: 1, kept: 0 });
    // A fourth copy, of another key, is past the bytes: the least used key goes, with its three copies.
    expect(keep('b', scope)).toEqual({ reused: 0, kept: 1 });
    expect(keep('a', languages[1]!)).toEqual({ reused: 0, kept: 1 });
  });
});

describe('takeMarks', () => {
  const mark = (n: number) => ` ${keptMarkAttribute}="tok.${n}"`;

  it('takes each mark off and gives the inside of its element, nested ones and same-named children included', () => {
    const html =
      `<ul><li${mark(0)}><ul><li>a</li><li>b</li></ul></li>` +
      `<li${mark(1)}><div${mark(2)}><p>c</p></div></li>` +
      `<li${mark(3)}></li></ul>`;
    const { page, kept } = takeMarks(html, 'tok');
    expect(page).toBe('<ul><li><ul><li>a</li><li>b</li></ul></li><li><div><p>c</p></div></li><li></li></ul>');
    expect([...kept]).toEqual([
      [0, '<ul><li>a</li><li>b</li></ul>'],
      [1, '<div><p>c</p></div>'],
      [2, '<p>c</p>'],
      [3, ''],
    ]);
  });

  it('leaves a mark of another token alone, and gives nothing for an element that is not closed', () => {
    const other = `<li ${keptMarkAttribute}="other.0">x</li>`;
    expect(takeMarks(other, 'tok')).toEqual({ page: other, kept: new Map() });
    const { page, kept } = takeMarks(`<div><li${mark(0)}>open`, 'tok');
    expect(page).toBe('<div><li>open');
    expect(kept.size).toBe(0);
  });
});
