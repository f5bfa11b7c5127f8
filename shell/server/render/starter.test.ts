/**
 * The starter a shared page ends with (ADR 0502), run in a browser document: nothing is fetched until the first sign
 * of use or a personal mark, and what the shopper pressed before the app ran is held back and queued for the replay.
 */
import { earlyInputGlobal, type EarlyInput, type EarlyQueue } from '../../src/app/early-input.ts';
import { signedInHintCookie } from '@storefront/shared/config';
import { cutPagePart, type PagePart } from './page-part.ts';
import { aheadSliceMs, starterScript } from './inline-scripts.ts';

const files = {
  preload: [
    ['/static/shell/main.1.js', 'sha384-main'],
    ['/static/shell/42.2.js', ''],
  ] as const,
  scripts: [['/static/shell/main.1.js', 'sha384-main']] as const,
};

const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
const realAdd = window.addEventListener.bind(window);

/** Runs the starter in a fresh page: the listeners of the previous run are taken off first. */
function start(
  body: string,
  {
    cookie = '',
    mark = false,
    atOnce = false,
    personal = false,
    marks = mark ? ['catalog:wishlist'] : [],
    ahead,
  }: {
    cookie?: string;
    mark?: boolean;
    atOnce?: boolean;
    personal?: boolean;
    /** The owners of the personal marks in localStorage (`sf:personal:<owner>`). */
    marks?: string[];
    ahead?: string[];
  } = {},
) {
  for (const [type, listener, options] of listeners.splice(0)) window.removeEventListener(type, listener, options);
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  document.documentElement.removeAttribute('data-hydrated');
  document.documentElement.removeAttribute('data-waiting');
  for (const pair of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${pair.split('=')[0]}=; Max-Age=0; Path=/`;
  if (cookie) document.cookie = `${cookie}; Path=/`;
  window.localStorage.clear();
  for (const owner of marks) window.localStorage.setItem(`sf:personal:${owner}`, '1');
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options]);
    realAdd(type, listener, options);
  });
  new Function(starterScript(ahead ? { ...files, ahead } : files, { atOnce, personal }))();
  jest.restoreAllMocks();
}

const added = () =>
  [...document.head.children].map((element) => {
    const hash = element.getAttribute('integrity') ?? '';
    return element instanceof HTMLScriptElement
      ? `script ${element.getAttribute('src')} ${hash} ${element.getAttribute('crossorigin')} ${element.async}`
      : `${element.getAttribute('rel')} ${element.getAttribute('href')} ${hash}`;
  });
const queue = () => (window as unknown as Record<string, EarlyInput[]>)[earlyInputGlobal] ?? [];
/**
 * Whether the starter held the click back: its default prevented and no listener after it reached (React's would be
 * one). A click let through is stopped here (jsdom submits no forms).
 */
const click = (selector: string) => {
  let reached = false;
  const probe = (event: Event) => {
    reached = true;
    event.preventDefault();
  };
  document.addEventListener('click', probe);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector(selector)?.dispatchEvent(event);
  document.removeEventListener('click', probe);
  return !reached && event.defaultPrevented;
};

describe('the starter of a shared page', () => {
  afterAll(() => listeners.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options)));

  it('on a personal page, starts at once and still holds a sign-in submitted before the app runs', () => {
    start('<form method="post"><input name="password" value="secret"><button type="submit">Sign in</button></form>', {
      atOnce: true,
    });
    expect(added()).toContain('script /static/shell/main.1.js sha384-main anonymous true');
    expect(click('button')).toBe(true);
    expect(queue().map((input) => input.kind)).toEqual(['click']);
    // Enter in the password field submits without a click: held too.
    start('<form method="post"><input name="password" value="secret"><button type="submit">Sign in</button></form>', {
      atOnce: true,
    });
    const form = document.querySelector('form') as HTMLFormElement;
    const submit = new SubmitEvent('submit', { cancelable: true, submitter: document.querySelector('button') });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(queue().map((input) => input.kind)).toEqual(['submit']);
  });

  it('on a personal page that waits for use, starts for a saved list or a region left to the browser, not for what its HTML shows', () => {
    const form = '<form method="post"><input name="email"><button type="submit">Sign in</button></form>';
    // Signed in, a cart with items: the server rendered the account menu and the count into this page.
    start(form, { personal: true, cookie: `${signedInHintCookie}=1`, marks: ['shell:cart'] });
    expect(added()).toEqual([]);
    // A press before the start starts it and is held for the replay, as on a shared page.
    expect(click('button')).toBe(true);
    expect(queue().map((input) => input.kind)).toEqual(['click']);
    expect(added()).toContain('script /static/shell/main.1.js sha384-main anonymous true');
    // A saved list lives in the browser only: the header shows it once the app runs, so the page starts at once.
    start(form, { personal: true, marks: ['catalog:wishlist'] });
    expect(added()).toContain('script /static/shell/main.1.js sha384-main anonymous true');
    // A region React left to the browser (its boundary's comment) is the app's to render: at once too.
    start(`<main><!--$!--><template></template><!--/$--></main>${form}`, { personal: true });
    expect(added()).toContain('script /static/shell/main.1.js sha384-main anonymous true');
    start(`<main><!--$--><p>whole</p><!--/$--></main>${form}`, { personal: true });
    expect(added()).toEqual([]);
  });

  it('fetches nothing until the first sign of use, then every preload and script once, with its hash', () => {
    start('<p>hello</p>');
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pointermove'));
    expect(added()).toEqual([
      'preload /static/shell/main.1.js sha384-main',
      'preload /static/shell/42.2.js ',
      'script /static/shell/main.1.js sha384-main anonymous true',
    ]);
  });

  describe('an "Add to cart" pressed first', () => {
    const body = '{"id_product":1,"id_product_attribute":3,"qty":1}';
    const page = `<span data-cart-badge></span><button data-early-add='${body}'>Add to cart</button><a href="/en/cart">Cart</a>`;
    const answer = (reply: unknown) => {
      const calls: [string, RequestInit][] = [];
      Object.defineProperty(window, 'fetch', {
        configurable: true,
        value: async (url: string, init: RequestInit) => {
          calls.push([url, init]);
          return { json: async () => reply };
        },
      });
      return calls;
    };
    const early = () => (window as unknown as Record<string, EarlyQueue>)[earlyInputGlobal]?.early;
    afterEach(async () => {
      // The app's start comes a frame after the answer: within this test, not the next one's page.
      await new Promise((resolve) => setTimeout(resolve, 40));
      delete (window as { fetch?: unknown }).fetch;
    });

    it('is made by the page at once: the badge shows the new count, nothing is left for the app to play', async () => {
      const calls = answer({ success: true, code: 200, psdata: { products_count: 2 } });
      start(page);
      // The press is the page's sign of use, but the app starts only once the answer has been painted (it would hold
      // the thread).
      for (const type of ['touchstart', 'pointerdown', 'focusin'])
        document.querySelector('button')?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(click('button')).toBe(true);
      // Pressed again while it is on its way: the same press.
      expect(click('button')).toBe(true);
      expect(added()).toEqual([]);
      expect(await early()).toEqual({ body: JSON.parse(body), cart: { products_count: 2 } });
      expect(added()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(added()).toHaveLength(3);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.[0]).toBe('/api/createCartItem');
      // With a key of its own, for the app to make it again with should the answer be lost.
      expect(JSON.parse(String(calls[0]?.[1].body))).toEqual({
        ...JSON.parse(body),
        idempotency_key: expect.stringMatching(/^add-[0-9a-f]{32}$/),
      });
      expect(document.querySelector('button')?.hasAttribute('data-early-add-key')).toBe(false);
      expect(document.querySelector('[data-cart-badge]')?.getAttribute('data-early-count')).toBe('2');
      expect(queue()).toHaveLength(0);
    });

    it('makes a link pressed while it is on its way wait its turn', async () => {
      answer({ success: true, code: 200, psdata: { products_count: 1 } });
      start(page);
      click('button');
      expect(click('a')).toBe(true);
      await early();
      expect(queue().map((input) => input.target.tagName)).toEqual(['A']);
    });

    it('refused, is left first in the queue for the app to make and explain', async () => {
      answer({ success: false, code: 409, psdata: null, message: 'Sold out' });
      start(page);
      click('button');
      expect(await early()).toBeNull();
      expect(queue().map((input) => input.target.tagName)).toEqual(['BUTTON']);
      expect(document.querySelector('[data-cart-badge]')?.hasAttribute('data-early-count')).toBe(false);
    });

    it('lost on the way, leaves its key on the button for the app to make the same add with', async () => {
      const calls: RequestInit[] = [];
      Object.defineProperty(window, 'fetch', {
        configurable: true,
        value: async (_url: string, init: RequestInit) => {
          calls.push(init);
          throw new TypeError('Failed to fetch');
        },
      });
      start(page);
      click('button');
      expect(await early()).toBeNull();
      expect(queue().map((input) => input.target.tagName)).toEqual(['BUTTON']);
      const sent = JSON.parse(String(calls[0]?.body)) as { idempotency_key: string };
      expect(document.querySelector('button')?.getAttribute('data-early-add-key')).toBe(sent.idempotency_key);
    });

    it('pressed after the app played its queue, on a region not hydrated yet, is still made by the page and told to the app', async () => {
      answer({ success: true, code: 200, psdata: { products_count: 1 } });
      start(`<div id="app"><div data-app-owned="no">${page}</div></div>`);
      window.dispatchEvent(new Event('scroll'));
      expect(added()).toHaveLength(3);
      // The app has played its (empty) queue: it owns the page, but not yet this button's region.
      Object.assign(queue(), { done: true });
      const told = jest.fn();
      window.addEventListener('sf:early-add', told);
      // React listens on the app's root: the press's first events do not reach it (it would hydrate the region at once).
      const reached: string[] = [];
      const app = document.getElementById('app') as HTMLElement;
      const types = ['pointerdown', 'mousedown', 'focusin', 'pointerup', 'mouseup'];
      for (const type of types) app.addEventListener(type, () => reached.push(type));
      for (const type of types) document.querySelector('button')?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(reached).toEqual([]);
      expect(click('button')).toBe(true);
      expect(await early()).toEqual({ body: JSON.parse(body), cart: { products_count: 1 } });
      expect(told).toHaveBeenCalledTimes(1);
      expect(document.querySelector('[data-cart-badge]')?.getAttribute('data-early-count')).toBe('1');
      // The page's root is not marked waiting: nothing is queued for a replay that has been.
      expect(document.documentElement.hasAttribute('data-waiting')).toBe(false);
      window.removeEventListener('sf:early-add', told);
    });

    it('leaves a button whose region has hydrated to the app, press and all', () => {
      const calls = answer({ success: true, code: 200, psdata: { products_count: 1 } });
      start(`<div id="app"><div data-app-owned="yes">${page}</div></div>`);
      window.dispatchEvent(new Event('scroll'));
      Object.assign(queue(), { done: true });
      const reached: string[] = [];
      document.getElementById('app')?.addEventListener('pointerdown', () => reached.push('pointerdown'));
      document.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(reached).toEqual(['pointerdown']);
      expect(click('button')).toBe(false);
      expect(calls).toHaveLength(0);
    });

    it('leaves the button of a remote that does not say whether it hydrated to the app once it has played the queue', () => {
      const calls = answer({ success: true, code: 200, psdata: { products_count: 1 } });
      start(`<div id="app"><div>${page}</div></div>`);
      window.dispatchEvent(new Event('scroll'));
      Object.assign(queue(), { done: true });
      expect(click('button')).toBe(false);
      expect(calls).toHaveLength(0);
    });

    it('lets the button go when its call fails after the app could not start', async () => {
      let fail = (_error: Error) => {};
      Object.defineProperty(window, 'fetch', {
        configurable: true,
        value: () => new Promise((_resolve, reject) => (fail = reject)),
      });
      start(page);
      expect(click('button')).toBe(true);
      // Meanwhile the app could not start (the starter's `fail`, or the shell's release): nothing will replay the press.
      document.documentElement.setAttribute('data-hydrated', 'failed');
      Object.assign(queue(), { done: true });
      fail(new TypeError('Failed to fetch'));
      expect(await early()).toBeNull();
      expect(document.querySelector('button')?.hasAttribute('data-held')).toBe(false);
      expect(queue()).toHaveLength(0);
      expect(click('button')).toBe(false);
    });

    it('lost on the way after the replay, presses the button again once the app owns it, with the key', async () => {
      Object.defineProperty(window, 'fetch', {
        configurable: true,
        value: async () => {
          throw new TypeError('Failed to fetch');
        },
      });
      start(`<div id="app"><div data-app-owned="no">${page}</div></div>`);
      window.dispatchEvent(new Event('scroll'));
      Object.assign(queue(), { done: true });
      expect(click('button')).toBe(true);
      expect(await early()).toBeNull();
      const button = document.querySelector('button') as HTMLButtonElement;
      expect(button.getAttribute('data-early-add-key')).toMatch(/^add-[0-9a-f]{32}$/);
      expect(queue()).toHaveLength(0);
      const pressed = jest.fn();
      button.addEventListener('click', pressed);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(pressed).not.toHaveBeenCalled();
      button.parentElement?.setAttribute('data-app-owned', 'yes');
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(pressed).toHaveBeenCalledTimes(1);
    });

    it('is not made early when something was pressed or typed before it (a size chosen): the app plays both', () => {
      answer({ success: true, psdata: { products_count: 1 } });
      start(`<label><input type="radio" name="size"> M</label>${page}`);
      click('input');
      click('button');
      expect(early()).toBeUndefined();
      expect(queue().map((input) => input.target.tagName)).toEqual(['INPUT', 'BUTTON']);
    });
  });

  describe('a page of facets, nothing pressed before', () => {
    const page =
      `<button aria-controls="panel" aria-expanded="false" data-early-disclose>Filters</button>` +
      `<div id="panel"><label data-early-href="#q=availability-in_stock"><input type="checkbox"> <span>In stock</span></label></div>`;
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('opens and closes the filters itself, without starting the app', () => {
      start(page);
      const panel = document.getElementById('panel');
      for (const type of ['touchstart', 'pointerdown', 'focusin'])
        document.querySelector('button')?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(click('button')).toBe(true);
      expect(panel?.hasAttribute('data-early-open')).toBe(true);
      expect(document.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
      expect(click('button')).toBe(true);
      expect(panel?.hasAttribute('data-early-open')).toBe(false);
      expect(document.querySelector('button')?.getAttribute('aria-expanded')).toBe('false');
      expect(added()).toEqual([]);
      expect(queue()).toHaveLength(0);
    });

    /** The page's HTML: its content in #app, then its data, then its starter, as the server writes it. */
    const documentOf = (content: string, data: object) =>
      `<!DOCTYPE html><html><head><title>${JSON.stringify(data)}</title></head><body><div id="app">${content}` +
      `<script>window.__SF__=${JSON.stringify(data)};</script><script>/* starter */</script></div></body></html>`;
    /**
     * The shop answering the starter: each part cut from `reply`'s document as the server cuts it (page-part.ts). The
     * data's answer waits for `release` when `holdData` is set.
     */
    const answerWith = (reply: { ok: boolean; text?: string } | Error, { holdData = false, holdApp = false } = {}) => {
      const asked: string[] = [];
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      Object.defineProperty(window, 'fetch', {
        configurable: true,
        value: async (url: string) => {
          asked.push(url);
          if (reply instanceof Error) throw reply;
          const part = new URL(url, window.location.href).searchParams.get('_part') as PagePart;
          if ((part === 'data' && holdData) || (part === 'app' && holdApp)) await held;
          const body = cutPagePart(reply.text ?? '', part)?.body ?? '';
          return { ok: reply.ok, redirected: false, text: async () => body, json: async () => JSON.parse(body) };
        },
      });
      return { asked, release };
    };
    afterEach(() => {
      delete (window as { fetch?: unknown }).fetch;
      delete (window as { __SF__?: unknown }).__SF__;
    });
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    /** Moves in the tab's history (Back, Forward) and waits for the page to hear of it. */
    const moved = (go: () => void) => {
      const heard = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      go();
      return heard;
    };

    it("brings the listing a facet's box stands for in place, the box ticked and focused, without starting the app", async () => {
      const facet = (checked: boolean) =>
        `<h1>Women</h1><label data-early-href="/en/3-women?q=availability-in_stock"><input name="availability" value="in_stock" type="checkbox"${checked ? ' checked' : ''}> <span>In stock</span></label>`;
      const { asked } = answerWith({
        ok: true,
        text: documentOf(`${facet(true)}<p>12 products</p>`, { url: 'filtered' }),
      });
      // The page's data script has run before its starter, as in the document.
      (window as { __SF__?: unknown }).__SF__ = { url: 'first' };
      start(`<div id="app">${facet(false)}<p>40 products</p><script>window.__SF__={"url":"first"};</script></div>`);
      for (const type of ['touchstart', 'pointerdown'])
        document.querySelector('span')?.dispatchEvent(new Event(type, { bubbles: true }));
      // A press on the label's text: the browser passes it to the box, which ticks at once.
      (document.querySelector('span') as HTMLElement).click();
      expect(document.querySelector('input')?.checked).toBe(true);
      expect(document.documentElement.hasAttribute('data-waiting')).toBe(true);
      await settled();
      await settled();
      await settled();
      // The app region first, then the data the app will start with, at low priority.
      expect(asked).toEqual([
        'http://localhost/en/3-women?q=availability-in_stock&_part=app',
        'http://localhost/en/3-women?q=availability-in_stock&_part=data',
      ]);
      expect(window.location.pathname + window.location.search).toBe('/en/3-women?q=availability-in_stock');
      expect(document.querySelector('#app p')?.textContent).toBe('12 products');
      // The new page's content before this page's own scripts; the data the app will start with is the new page's.
      expect([...(document.getElementById('app')?.children ?? [])].map((element) => element.tagName)).toEqual([
        'H1',
        'LABEL',
        'P',
        'SCRIPT',
      ]);
      expect((window as { __SF__?: unknown }).__SF__).toEqual({ url: 'filtered' });
      expect(document.title).toBe('{"url":"filtered"}');
      expect(document.documentElement.hasAttribute('data-waiting')).toBe(false);
      // Focus moves to the same box once the list brought in has been painted: a focus at once made the browser lay
      // the new region out inside the task that placed it, and again in the frame that showed it.
      const box = document.querySelector('input[name="availability"][value="in_stock"]');
      expect(document.activeElement).toBe(document.body);
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(document.activeElement).toBe(box);
      // No script added or preloaded: the app did not start (the head holds the new title only).
      expect(document.head.querySelectorAll('script, link')).toHaveLength(0);
      expect(queue()).toHaveLength(0);

      // Back, before the app runs: the page it came from, its box as the server wrote it, its data and title.
      await moved(() => window.history.back());
      expect(window.location.search).toBe('');
      expect(document.querySelector('#app p')?.textContent).toBe('40 products');
      expect(document.querySelector('input')?.checked).toBe(false);
      expect((window as { __SF__?: unknown }).__SF__).toEqual({ url: 'first' });
      // Forward: the filtered page again, kept.
      await moved(() => window.history.forward());
      expect(document.querySelector('#app p')?.textContent).toBe('12 products');
      expect((window as { __SF__?: unknown }).__SF__).toEqual({ url: 'filtered' });
    });

    it('writes the listing brought in over the one shown, keeping in place every node both share, and Back restores it', async () => {
      const tile = (id: number, price: string) =>
        `<li><article><a href="/en/${id}-dress.html"><img src="/api/img/p/${id}-1.svg" alt=""> Dress ${id}</a><!-- --><p>${price}</p></article></li>`;
      const facet = (checked: boolean) =>
        `<label data-early-href="/en/3-women?q=availability-in_stock"><input name="availability" value="in_stock" type="checkbox"${checked ? ' checked' : ''}> <span>In stock</span> <span>${checked ? 3 : 4}</span></label>`;
      const first = `<header><a href="/fr/3-femme">Français</a></header>${facet(false)}<ul>${tile(1, '€10')}${tile(2, '€20')}${tile(3, '€30')}${tile(4, '€40')}</ul><footer>Shop</footer>`;
      const filtered = `<header><a href="/fr/3-femme?q=availability-in_stock">Français</a></header>${facet(true)}<ul>${tile(1, '€10')}${tile(3, '€30')}${tile(4, '€35')}${tile(5, '€50')}</ul><footer>Shop</footer>`;
      answerWith({ ok: true, text: documentOf(filtered, { url: 'filtered' }) });
      (window as { __SF__?: unknown }).__SF__ = { url: 'first' };
      start(`<div id="app">${first}<script>window.__SF__={"url":"first"};</script></div>`);
      const app = document.getElementById('app') as HTMLElement;
      const content = () => app.innerHTML.slice(0, app.innerHTML.indexOf('<script>'));
      /** HTML as the browser writes it back (\`checked=""\`). */
      const written = (html: string) =>
        Object.assign(document.createElement('template'), { innerHTML: html }).innerHTML;
      const [kept1, gone2, kept3, changed4] = [...app.querySelectorAll('li')];
      const header = app.querySelector('header a');
      const footer = app.querySelector('footer');
      const box = app.querySelector('input');
      (document.querySelector('label span') as HTMLElement).click();
      for (let i = 0; i < 3; i++) await settled();

      // The new page's nodes exactly, as hydration will read them.
      expect(content()).toBe(written(filtered));
      const tiles = [...app.querySelectorAll('li')];
      // A tile on both pages, the footer and the box stay the same nodes; an attribute or a text that changed is
      // changed in its node; a tile filtered away goes, and a new one comes.
      expect(tiles[0]).toBe(kept1);
      expect(tiles[1]).toBe(kept3);
      expect(tiles[2]).toBe(changed4);
      expect(tiles).not.toContain(gone2);
      expect(app.querySelector('footer')).toBe(footer);
      expect(app.querySelector('header a')).toBe(header);
      expect(app.querySelector('input')).toBe(box);
      expect(box?.checked).toBe(true);

      await moved(() => window.history.back());
      expect(content()).toBe(written(first));
      expect(app.querySelector('input')?.checked).toBe(false);
      expect(document.querySelector('[data-held]')).toBeNull();
    });

    it('keeps every tile still listed when several before it were filtered away, and writes no tile into another product', async () => {
      const tile = (id: number) =>
        `<li><a href="/en/${id}-dress.html"><img src="/api/img/p/${id}-1.svg" alt=""> Dress ${id}</a></li>`;
      const list = (ids: number[]) => `<ul>${ids.map(tile).join('')}</ul>`;
      const facet = `<label data-early-href="/en/3-women?q=availability-in_stock"><input type="checkbox"> <span>In stock</span></label>`;
      answerWith({ ok: true, text: documentOf(`${facet}${list([4, 5, 6, 7, 8, 9])}`, { url: 'filtered' }) });
      (window as { __SF__?: unknown }).__SF__ = { url: 'first' };
      start(`<div id="app">${facet}${list([1, 2, 3, 4, 5, 6])}<script>window.__SF__={"url":"first"};</script></div>`);
      const before = new Map([...document.querySelectorAll('li')].map((li) => [li.textContent?.trim(), li]));
      (document.querySelector('span') as HTMLElement).click();
      for (let i = 0; i < 3; i++) await settled();
      const after = [...document.querySelectorAll('li')];
      expect(after.map((li) => li.textContent?.trim())).toEqual([4, 5, 6, 7, 8, 9].map((id) => `Dress ${id}`));
      // Tiles 4-6 are the nodes they were; every other tile is new, none an old one rewritten.
      expect(after.slice(0, 3)).toEqual([before.get('Dress 4'), before.get('Dress 5'), before.get('Dress 6')]);
      for (const li of after.slice(3)) expect([...before.values()]).not.toContain(li);
    });

    it('keeps for Back the page shown when the answer came, even when Back showed another while it was on its way', async () => {
      const facet = (href: string) =>
        `<label data-early-href="${href}"><input name="f" value="${href}" type="checkbox"> <span>${href}</span></label>`;
      const pageOf = (name: string, next: string) => `<h1>${name}</h1>${facet(next)}`;
      // A, then B brought in place; on B, a press for C whose answer waits; Back to A meanwhile; then C comes.
      const answer = { ok: true, text: documentOf(pageOf('B', '/c'), { url: 'B' }) };
      answerWith(answer);
      (window as { __SF__?: unknown }).__SF__ = { url: 'A' };
      start(`<div id="app">${pageOf('A', '/b')}<script>window.__SF__={"url":"A"};</script></div>`);
      (document.querySelector('span') as HTMLElement).click();
      for (let i = 0; i < 3; i++) await settled();
      expect(document.querySelector('h1')?.textContent).toBe('B');
      const { release } = answerWith(
        { ok: true, text: documentOf(pageOf('C', '/d'), { url: 'C' }) },
        { holdApp: true },
      );
      (document.querySelector('span') as HTMLElement).click();
      // The copy of B is made while C's answer is on its way.
      await new Promise((resolve) => setTimeout(resolve, 10));
      await moved(() => window.history.back());
      expect(document.querySelector('h1')?.textContent).toBe('A');
      release();
      for (let i = 0; i < 4; i++) await settled();
      expect(document.querySelector('h1')?.textContent).toBe('C');
      // Back from C: the page shown when C came (A), not the copy of B made before.
      await moved(() => window.history.back());
      expect(document.querySelector('h1')?.textContent).toBe('A');
      expect((window as { __SF__?: unknown }).__SF__).toEqual({ url: 'A' });
    });

    it('moves focus to the box pressed when the node it was on now stands for another', async () => {
      const row = (color: string, checked = false) =>
        `<label data-early-href="/en/3-women?q=color-${color}"><input name="color" value="${color}" type="checkbox"${checked ? ' checked' : ''}> <span>${color}</span></label>`;
      answerWith({
        ok: true,
        text: documentOf(`${row('blue', true)}${row('yellow')}${row('green')}`, { url: 'blue' }),
      });
      (window as { __SF__?: unknown }).__SF__ = { url: 'first' };
      start(
        `<div id="app">${row('red')}${row('blue')}${row('green')}<script>window.__SF__={"url":"first"};</script></div>`,
      );
      const blue = () => document.querySelector('input[value="blue"]') as HTMLInputElement;
      blue().focus();
      (blue().nextElementSibling as HTMLElement).click();
      for (let i = 0; i < 3; i++) await settled();
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(document.activeElement).toBe(blue());
      expect(blue().checked).toBe(true);
    });

    it("leaves focus where the shopper moved it before the facet's listing was painted", async () => {
      const facet = `<label data-early-href="/en/3-women?q=availability-in_stock"><input name="availability" value="in_stock" type="checkbox"> <span>In stock</span></label><a href="/en/help">Help</a>`;
      answerWith({ ok: true, text: documentOf(`${facet}<p>12 products</p>`, { url: 'filtered' }) });
      (window as { __SF__?: unknown }).__SF__ = { url: 'first' };
      start(`<div id="app">${facet}<p>40 products</p><script>window.__SF__={"url":"first"};</script></div>`);
      (document.querySelector('span') as HTMLElement).click();
      await settled();
      await settled();
      expect(document.querySelector('#app p')?.textContent).toBe('12 products');
      (document.querySelector('#app a') as HTMLElement).focus();
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(document.activeElement).toBe(document.querySelector('#app a'));
    });

    it("asks for the facet's listing at the start of the press, once, and brings it in at the click", async () => {
      const facet = `<label data-early-href="/en/3-women?q=availability-in_stock"><input type="checkbox"> <span>In stock</span></label>`;
      const { asked } = answerWith({ ok: true, text: documentOf(`${facet}<p>12 products</p>`, { url: 'filtered' }) });
      (window as { __SF__?: unknown }).__SF__ = { url: 'first' };
      start(`<div id="app">${facet}<p>40 products</p><script>window.__SF__={"url":"first"};</script></div>`);
      document.querySelector('span')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(asked).toEqual(['http://localhost/en/3-women?q=availability-in_stock&_part=app']);
      // Nothing shown before the click: a press that becomes a scroll changes nothing.
      await settled();
      expect(document.querySelector('#app p')?.textContent).toBe('40 products');
      const pressed = document.querySelector('label');
      (document.querySelector('span') as HTMLElement).click();
      // Until its page is in, the facet pressed shows it is being answered (dimmed, the progress pointer over it).
      expect(pressed?.hasAttribute('data-held')).toBe(true);
      for (let i = 0; i < 3; i++) await settled();
      expect(document.querySelector('#app p')?.textContent).toBe('12 products');
      expect(asked.filter((url) => url.endsWith('_part=app'))).toHaveLength(1);
      // The page left behind (kept for Back) is as it was, and nothing shown is held.
      expect(pressed?.hasAttribute('data-held')).toBe(false);
      expect(document.querySelector('[data-held]')).toBeNull();
    });

    it('starts the app brought in place only once its data has come, and with it', async () => {
      const facet = `<label data-early-href="/en/3-women?q=availability-in_stock"><input type="checkbox"> <span>In stock</span></label>`;
      const { release } = answerWith(
        { ok: true, text: documentOf(`${facet}<p>12 products</p>`, { url: 'filtered' }) },
        { holdData: true },
      );
      (window as { __SF__?: unknown }).__SF__ = { url: 'first' };
      start(`<div id="app">${facet}<p>40 products</p><script>window.__SF__={"url":"first"};</script></div>`);
      (document.querySelector('span') as HTMLElement).click();
      for (let i = 0; i < 3; i++) await settled();
      expect(document.querySelector('#app p')?.textContent).toBe('12 products');
      // A sign of use before the new page's data came: nothing is added yet, and the data is still the first page's.
      window.dispatchEvent(new Event('pointermove'));
      const started = () => document.head.querySelectorAll('script, link').length;
      expect(started()).toBe(0);
      expect((window as { __SF__?: unknown }).__SF__).toEqual({ url: 'first' });
      release();
      for (let i = 0; i < 3; i++) await settled();
      expect((window as { __SF__?: unknown }).__SF__).toEqual({ url: 'filtered' });
      expect(started()).toBeGreaterThan(0);
    });

    it('loads the listing natively when it cannot be brought in place', async () => {
      answerWith(new Error('offline'));
      start(page);
      (document.querySelector('span') as HTMLElement).click();
      expect(document.querySelector('input')?.checked).toBe(true);
      await settled();
      expect(window.location.hash).toBe('#q=availability-in_stock');
      expect(added()).toEqual([]);
    });

    it('holds the box for the app when a press is already waiting, and plays them in order', () => {
      start(`<button>Compare</button>${page}`);
      click('button:not([data-early-disclose])');
      (document.querySelector('span') as HTMLElement).click();
      expect(window.location.hash).toBe('');
      expect(queue().map((input) => input.target.tagName)).toEqual(['BUTTON', 'LABEL']);
    });
  });

  describe('the search box typed into first', () => {
    const box = JSON.stringify({ minLength: 2, pauseMs: 0, label: 'Suggestions', category: 'Category' });
    const page = `<form action="/en/search"><input type="search" role="combobox" data-early-search='${box}'></form>`;
    const answer = {
      products: [{ name: 'Linen dress', link: '/en/1-linen-dress.html', price: '€89.00', image_url: '/i/1.jpg' }],
      categories: [{ name: 'Dresses', link: '/en/10-dresses' }],
    };
    let calls: [string, RequestInit][] = [];
    beforeEach(() => {
      calls = [];
      Object.defineProperty(window, 'fetch', {
        configurable: true,
        value: async (url: string, init: RequestInit) => {
          calls.push([url, init]);
          return { json: async () => ({ success: true, code: 200, psdata: answer }) };
        },
      });
    });
    afterEach(() => {
      delete (window as { fetch?: unknown }).fetch;
      document.querySelector('[data-early-suggestions]')?.remove();
    });
    const type = (text: string) => {
      const input = document.querySelector('input') as HTMLInputElement;
      for (const sign of ['pointerdown', 'focusin', 'keydown']) input.dispatchEvent(new Event(sign, { bubbles: true }));
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
    const shown = () =>
      [...document.querySelectorAll('[data-early-suggestions] a')].map(
        (link) => `${link.getAttribute('href')} ${link.textContent}`,
      );

    it('asks for suggestions itself, shows them as links of its own, then starts the app', async () => {
      start(page);
      // What the app had started by the end of the task that showed the list: nothing (its start's tasks would come
      // before the frame that paints it).
      let startedWhenShown: number | undefined;
      const watch = new MutationObserver(() => {
        if (document.querySelector('[data-early-suggestions]'))
          setTimeout(() => (startedWhenShown ??= added().length), 0);
      });
      watch.observe(document.body, { childList: true });
      type('dr');
      expect(added()).toEqual([]);
      await settled();
      watch.disconnect();
      expect(startedWhenShown).toBe(0);
      expect(calls.map(([url, init]) => `${url} ${String(init.body)}`)).toEqual([
        '/api/search {"s":"dr","suggestions":true}',
      ]);
      expect(shown()).toEqual(['/en/1-linen-dress.html Linen dress€89.00', '/en/10-dresses DressesCategory']);
      expect(document.querySelector('[data-early-suggestions] ul')?.getAttribute('aria-label')).toBe('Suggestions');
      // The photos load once the list is laid out, as the app's do: their requests are no part of the task showing it.
      expect(document.querySelector('[data-early-suggestions] img')?.getAttribute('loading')).toBe('lazy');
      // Then, after the frame, the app.
      await settled();
      expect(added()).toHaveLength(3);
      // The typing is still the app's to play.
      expect(queue().map((input) => input.kind)).toEqual(['input']);
    });

    it('asks nothing below the shortest phrase, and Escape takes the list away', async () => {
      start(page);
      type('d');
      await settled();
      expect(calls).toHaveLength(0);
      type('dress');
      await settled();
      expect(shown()).toHaveLength(2);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      expect(shown()).toEqual([]);
    });

    it('leaves the suggestions to the app when a press is already waiting', async () => {
      start(`<button>Compare</button>${page}`);
      click('button');
      type('dress');
      await settled();
      expect(calls).toHaveLength(0);
      expect(added()).toHaveLength(3);
    });
  });

  describe('fetching ahead', () => {
    const entry = 'http://localhost:3001/catalog/1/remoteEntry.js';
    const idle = () => new Promise((resolve) => setTimeout(resolve, 20));
    afterEach(() => {
      delete (navigator as { connection?: unknown }).connection;
    });

    it('once the page has loaded and the browser is idle, fetches (never runs) each file the start will ask for, once', async () => {
      start('<p>hello</p>', { ahead: [entry, '/static/shell/42.2.js'] });
      expect(added()).toEqual([]);
      await idle();
      expect(added()).toEqual([
        'prefetch /static/shell/main.1.js ',
        'prefetch /static/shell/42.2.js ',
        `prefetch ${entry} `,
      ]);
      expect([...document.head.querySelectorAll('link')].map((link) => link.crossOrigin)).toEqual([
        'anonymous',
        'anonymous',
        'anonymous',
      ]);
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
    });

    it('adds the files a few per idle period, within its budget of time, each once and in order', () => {
      const slices: (() => void)[] = [];
      const win = window as unknown as { requestIdleCallback?: (run: () => void) => number };
      win.requestIdleCallback = (run) => slices.push(run);
      // Each look at the clock finds a link's cost gone by: more than the budget after the second link of a slice.
      let clock = 0;
      try {
        start('<p>hello</p>', { ahead: [entry, '/static/shell/42.2.js', '/static/shell/43.3.js'] });
        jest.spyOn(performance, 'now').mockImplementation(() => (clock += aheadSliceMs * 0.6));
        const prefetched = () => added().filter((line) => line.startsWith('prefetch'));
        expect(slices).toHaveLength(1);
        slices[0]?.();
        expect(prefetched()).toEqual(['prefetch /static/shell/main.1.js ', 'prefetch /static/shell/42.2.js ']);
        expect(slices).toHaveLength(2);
        slices[1]?.();
        expect(prefetched()).toEqual([
          'prefetch /static/shell/main.1.js ',
          'prefetch /static/shell/42.2.js ',
          `prefetch ${entry} `,
          'prefetch /static/shell/43.3.js ',
        ]);
        expect(slices).toHaveLength(2);
      } finally {
        delete win.requestIdleCallback;
        jest.restoreAllMocks();
      }
    });

    it.each([
      ['saves data', { saveData: true }],
      ['is on a 2G link', { effectiveType: 'slow-2g' }],
    ])('fetches nothing ahead for a shopper who %s', async (_name, connection) => {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      start('<p>hello</p>', { ahead: [entry] });
      await idle();
      expect(added()).toEqual([]);
    });

    it('fetches nothing ahead once the page has started', async () => {
      start('<p>hello</p>', { ahead: [entry] });
      window.dispatchEvent(new Event('pointermove'));
      await idle();
      expect(added().filter((line) => line.startsWith('prefetch'))).toEqual([]);
    });
  });

  it.each([
    ['a keyboard', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))],
    [
      'a focus on a control',
      () => document.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    ],
    ['a touch', () => window.dispatchEvent(new Event('touchstart'))],
  ])('starts on %s too', (_name, act) => {
    start('<main tabindex="-1"><a href="/en/cart">Cart</a></main>');
    act();
    expect(added()).toHaveLength(3);
  });

  it("does not start on a focus a press gave a container on its way (a label's text focuses the main region first)", () => {
    start('<main tabindex="-1"><a href="/en/cart">Cart</a></main>');
    document.querySelector('main')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(added()).toEqual([]);
  });

  it('starts at once for a signed-in browser or one with a personal mark, and not for other cookies', () => {
    start('<p>hello</p>', { cookie: 'sf_signed_in=1' });
    expect(added()).toHaveLength(3);
    start('<p>hello</p>', { mark: true });
    expect(added()).toHaveLength(3);
    start('<p>hello</p>', { cookie: 'sf_signed_in=0' });
    expect(added()).toEqual([]);
  });

  it('holds back a press that needs the app and queues it once; links and native forms go their way', () => {
    start(
      '<a href="/en/cart" id="link"><span id="in-link">Cart</span></a>' +
        '<button type="button" id="add"><span id="label">Add to cart</span></button>' +
        '<form action="/en/search"><input name="q" id="q"><button id="search">Search</button></form>' +
        '<label id="size"><input type="radio" name="size" value="M" id="m"> M</label>',
    );
    expect(click('#in-link')).toBe(false);
    expect(click('#search')).toBe(false);
    expect(click('#q')).toBe(false);
    expect(queue()).toEqual([]);
    expect(click('#m')).toBe(true);
    expect(click('#label')).toBe(true);
    expect(click('#add')).toBe(true);
    expect(queue().map(({ kind, target }) => `${kind} ${target.id}`)).toEqual(['click m', 'click add']);
    expect(document.documentElement.hasAttribute('data-waiting')).toBe(true);
    expect(added()).toHaveLength(3);
  });

  it('holds a submit of a form that has no action, remembers typing and the last choice of a list', () => {
    start(
      '<form id="voucher"><input id="code" name="code"></form>' +
        '<select id="sort"><option value="a">A</option><option value="b">B</option><option value="c">C</option></select>',
    );
    const field = document.getElementById('code') as HTMLInputElement;
    for (const text of ['SUM', 'SUMMER']) {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const sort = document.getElementById('sort') as HTMLSelectElement;
    for (const value of ['b', 'c']) {
      sort.value = value;
      sort.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('voucher')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(
      queue().map((input) => `${input.kind} ${input.target.id}${'value' in input ? ` ${input.value}` : ''}`),
    ).toEqual(['input code SUMMER', 'change sort c', 'submit voucher']);
  });

  it('queues every press in its order, and counts a press repeated at once as one', () => {
    start('<button type="button" id="m">M</button><button type="button" id="l">L</button>');
    for (const id of ['#m', '#l', '#m', '#m']) expect(click(id)).toBe(true);
    expect(queue().map(({ target }) => target.id)).toEqual(['m', 'l', 'm']);
    expect(document.getElementById('l')?.hasAttribute('data-held')).toBe(true);
  });

  it('makes a link or a native form wait its turn behind a held press, and only then', () => {
    start(
      '<button type="button" id="add">Add</button><a href="/en/cart" id="cart">Cart</a>' +
        '<form action="/en/search" id="search"><button id="go">Search</button></form>',
    );
    expect(click('#cart')).toBe(false);
    expect(click('#add')).toBe(true);
    expect(click('#cart')).toBe(true);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('search')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(queue().map(({ kind, target }) => `${kind} ${target.id}`)).toEqual([
      'click add',
      'click cart',
      'submit search',
    ]);
  });

  it('lets everything go when the shell script cannot load', () => {
    start('<button type="button" id="add">Add</button>');
    expect(click('#add')).toBe(true);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(document.documentElement.getAttribute('data-hydrated')).toBe('failed');
    expect(document.documentElement.hasAttribute('data-waiting')).toBe(false);
    expect(document.getElementById('add')?.hasAttribute('data-held')).toBe(false);
    expect(click('#add')).toBe(false);
  });

  it('keeps queueing while the page hydrates, lets the replay itself through, and all once it is played', () => {
    start('<button type="button" id="size">M</button><button type="button" id="add">Add</button>');
    expect(click('#size')).toBe(true);
    document.documentElement.setAttribute('data-hydrated', 'true');
    // "Add to cart" pressed between the start of hydration and the replay of the size: it must wait its turn.
    expect(click('#add')).toBe(true);
    expect(queue().map(({ target }) => target.id)).toEqual(['size', 'add']);
    (queue() as EarlyQueue).playing = true;
    expect(click('#size')).toBe(false);
    (queue() as EarlyQueue).playing = false;
    queue().splice(0);
    (queue() as EarlyQueue).done = true;
    expect(click('#add')).toBe(false);
    expect(queue()).toHaveLength(0);
  });

  it('lets everything through when the app could not start', () => {
    start('<button type="button" id="add">Add</button>');
    document.documentElement.setAttribute('data-hydrated', 'failed');
    expect(click('#add')).toBe(false);
    expect(queue()).toEqual([]);
  });
});
