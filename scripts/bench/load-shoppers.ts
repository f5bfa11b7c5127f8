/**
 * The shoppers of `npm run bench -- --load`: each is a browser with its own cookies that walks the composed shop
 * (home → a category with a filter and a sort → a product → add to cart → the cart → sometimes a guest checkout),
 * thinking 1–3 s between steps, over undici on loopback. Pages are the shell's server-rendered HTML (static files
 * are left out: they come from a CDN in production), asked for compressed and unpacked as a browser does; calls go
 * through the shop's /api proxy as the browser's do.
 * A shopper whose cart, read back on the cart step, differs from what it was told it added is a lost cart.
 */
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Agent, request, type Dispatcher } from 'undici';
import { SORT_KEYS } from '@storefront/shared/domain';
import type { Cart, ProductDetail, ProductListing } from '@storefront/shared/schemas';
import { droppedCodes } from '../../shell/server/dropped-connection.ts';

export type StepName =
  | 'home'
  | 'category'
  | 'product'
  | 'createCartItem'
  | 'cart'
  | 'getCartItems'
  | 'updateCheckoutAddress'
  | 'updateCheckoutCarrier'
  | 'createOrder';

export const PAGE_STEPS: readonly StepName[] = ['home', 'category', 'product', 'cart'];

export interface StepStats {
  latencies: number[];
  /** When each of `latencies` ended, in ms since the shoppers started (a faults bench tells its windows apart). */
  at: number[];
  errors: number;
  /** Each answer a shopper saw as an error, when, and whether the screens explain it and offer a retry. */
  failures: SeenError[];
}

export interface SeenError {
  at: number;
  detail: string;
  /** The refusal's reason from the api's envelope, when it gave one (`payment.answerLost`…). */
  reason?: string;
  /**
   * A retryable answer the screens explain: the shop's own error document for a page (502, 503, 504), an envelope
   * with 503, 502, 504 or 429 for a call, or a call that failed on the network (the screens' "connection failed, try
   * again"). Anything else (a page cut off, a 500) is a blank or unexplained page.
   */
  explained: boolean;
}

export interface LoadOutcome {
  durationMs: number;
  shoppers: number;
  steps: Record<StepName, StepStats>;
  journeys: number;
  orders: number;
  lostCarts: number;
  /**
   * createCartItem answered 409, or the cart read back told that the line added had sold out meanwhile: an answer,
   * not an error.
   */
  soldOut: number;
  /** First few error descriptions, to tell what failed. */
  errorSamples: string[];
  /** Each cart read back unlike what its shopper added: when (ms since the start) and what was read. */
  lostCartSamples: { at: number; detail: string }[];
}

/** What the shoppers browse: category pages with a filter, products with a combination in stock. */
export interface Catalogue {
  categories: { path: string; filters: string[] }[];
  products: { path: string; id_product: number; id_product_attribute: number }[];
}

/** The orders a shopper picks in the sort menu (not relevance, the page's own): the shop's keys, none it ignores. */
const SORTS = SORT_KEYS.filter((key) => key !== 'relevance');
const milano = {
  alias: 'Casa',
  firstname: 'Mario',
  lastname: 'Rossi',
  address1: 'Via Dante',
  house_number: '7',
  postcode: '20121',
  city: 'Milano',
  id_country: 1,
  id_state: 14,
  phone: '+39 02 555 1234',
};

/** What Chromium 156 asks for, on http too (read from its requests). */
const browserEncodings = 'gzip, deflate, br, zstd';

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

interface Envelope<T> {
  success: boolean;
  psdata: T;
  message?: string;
  reason?: string;
}

/** One browser: its cookies, and the shop's connection pool. */
class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly dispatcher: Agent,
  ) {}

  private remember(setCookie: string | string[] | undefined): void {
    for (const line of typeof setCookie === 'string' ? [setCookie] : (setCookie ?? [])) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { 'accept-language': 'en', ...(cookie ? { cookie } : {}), ...extra };
  }

  /**
   * A page, as a browser loads it. A kept-alive connection the server dropped before any answer (its process killed)
   * is tried once more on a new one, as Chromium does for a request on a reused connection
   * (`HttpNetworkTransaction::ShouldResendRequest`): every page of a journey after the first goes on a reused one.
   */
  async page(path: string): Promise<{ status: number; document: boolean; retryAfter: number | null }> {
    const response = await sentAgainIfDropped(() =>
      request(`${this.base}${path}`, {
        dispatcher: this.dispatcher,
        // Every browser asks for a compressed page: the shop's server sends what it compressed once for many.
        headers: this.headers({ accept: 'text/html', 'accept-encoding': browserEncodings }),
      }),
    );
    this.remember(response.headers['set-cookie']);
    // A body cut off after the answer began is not tried again (nor is it by a browser): the shopper sees it cut.
    const text = await bodyText(response);
    return {
      status: response.statusCode,
      document: text.includes('</html>'),
      retryAfter: retryAfterOf(response.headers['retry-after']),
    };
  }

  /**
   * An api call, as the app makes it. Like a page, one the server dropped on a kept-alive connection before any answer
   * is sent once more on a new one: Chromium resends any method there, a POST too (the server is taken to have closed
   * an idle connection; the shop's writes that must happen once carry an idempotency key for the case it had not).
   */
  async call<T>(
    name: string,
    body: unknown,
  ): Promise<{ status: number; envelope: Envelope<T> | null; retryAfter: number | null }> {
    const response = await sentAgainIfDropped(() =>
      request(`${this.base}/api/${name}`, {
        dispatcher: this.dispatcher,
        method: 'POST',
        // A browser asks for its calls compressed too; the shop's edge answers them Brotli.
        headers: this.headers({
          'content-type': 'application/json',
          origin: this.base,
          'accept-encoding': browserEncodings,
        }),
        body: JSON.stringify(body),
      }),
    );
    this.remember(response.headers['set-cookie']);
    const text = await bodyText(response);
    let envelope: Envelope<T> | null = null;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      envelope = null;
    }
    return { status: response.statusCode, envelope, retryAfter: retryAfterOf(response.headers['retry-after']) };
  }
}

const unpackers: Record<string, (packed: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  br: promisify(zlib.brotliDecompress),
  deflate: promisify(zlib.inflate),
};

/** A page's or a call's text, unpacked as a browser would (off the generator's event loop); '' when cut or unknown. */
async function bodyText(response: Dispatcher.ResponseData): Promise<string> {
  const encoding = response.headers['content-encoding'];
  if (encoding === undefined) return response.body.text();
  const unpack = typeof encoding === 'string' ? unpackers[encoding] : undefined;
  const packed = Buffer.from(await response.body.arrayBuffer());
  if (!unpack) return '';
  return unpack(packed).then(
    (text) => text.toString('utf8'),
    () => '',
  );
}

/** `ask`'s answer; asked once more, on a new connection, when the first was dropped before any answer came. */
async function sentAgainIfDropped<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (!droppedBeforeAnswer(error)) throw error;
    return ask();
  }
}

/** A request the server's side closed before any of its answer came (a reset, or the socket closed under it). */
function droppedBeforeAnswer(error: unknown): boolean {
  return droppedCodes.has(String((error as { code?: unknown } | null)?.code));
}

/** Seconds from a Retry-After header, when it gives them. */
function retryAfterOf(header: string | string[] | undefined): number | null {
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  return header !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

const retryableStatuses = new Set([429, 502, 503, 504]);

/** How long a shopper waits for a page or a call to answer (its headers, then its body) before giving up. */
export const shopperPatienceMs = 30_000;

/** Reads what the shoppers will browse, through the shop's own api (not measured). */
export async function readCatalogue(base: string, categoryIds: readonly number[]): Promise<Catalogue> {
  const dispatcher = new Agent({ connections: 8 });
  const browser = new Browser(base, dispatcher);
  const catalogue: Catalogue = { categories: [], products: [] };
  try {
    for (const id_category of categoryIds) {
      const listing = await browser.call<ProductListing>('getProducts', { id_category, resultsPerPage: 24 });
      if (!listing.envelope?.success) throw new Error(`getProducts ${id_category} answered ${listing.status}`);
      const data = listing.envelope.psdata;
      const filters = data.facets
        .filter((f) => f.key === 'size' || f.key === 'colour' || f.key === 'brand')
        .flatMap((f) => f.filters.filter((v) => v.magnitude > 0).map((v) => v.nextEncodedFacets));
      catalogue.categories.push({ path: new URL(data.link, base).pathname, filters });
      for (const p of data.products) {
        const detail = await browser.call<ProductDetail>('getProduct', { product_id: p.id_product });
        const combo = detail.envelope?.psdata.combinations.find((c) => c.quantity >= 5);
        if (combo)
          catalogue.products.push({
            path: new URL(p.link, base).pathname,
            id_product: p.id_product,
            id_product_attribute: combo.id_product_attribute,
          });
      }
    }
  } finally {
    await dispatcher.close();
  }
  if (!catalogue.products.length || catalogue.categories.some((c) => !c.filters.length))
    throw new Error('the catalogue has no product in stock or a category without filters');
  return catalogue;
}

export interface LoadOptions {
  base: string;
  shoppers: number;
  durationMs: number;
  catalogue: Catalogue;
  /** Share of journeys that end with a guest checkout. */
  checkoutShare: number;
  thinkMs: [number, number];
  /**
   * How often a shopper tries a step again after a retryable answer (as the screens' "Try again" offers), waiting the
   * answer's Retry-After or a second; 0 (the plain load bench) ends the journey at the first error.
   */
  retries?: number;
  /** The payment of a guest checkout: the bank wire by default, or a card (a faults bench charges cards). */
  payment?: { payment_module: string; card?: Record<string, string> };
}

export async function runShoppers(options: LoadOptions): Promise<LoadOutcome> {
  const steps = Object.fromEntries(
    (
      [
        'home',
        'category',
        'product',
        'createCartItem',
        'cart',
        'getCartItems',
        'updateCheckoutAddress',
        'updateCheckoutCarrier',
        'createOrder',
      ] as const
    ).map((name) => [name, { latencies: [], at: [], errors: 0, failures: [] }]),
  ) as unknown as Record<StepName, StepStats>;
  const outcome: LoadOutcome = {
    durationMs: options.durationMs,
    shoppers: options.shoppers,
    steps,
    journeys: 0,
    orders: 0,
    lostCarts: 0,
    soldOut: 0,
    errorSamples: [],
    lostCartSamples: [],
  };
  // Browsers keep a few connections each to the one shop origin; one pool with room for every shopper. A shopper
  // waits 30 s for an answer at most (undici's own limits are 300 s for the headers and again for the body): a request
  // nobody answers is a failure the run counts, not a journey that holds the run past its end.
  const dispatcher = new Agent({
    connections: options.shoppers * 2,
    keepAliveTimeout: 10_000,
    headersTimeout: shopperPatienceMs,
    bodyTimeout: shopperPatienceMs,
  });
  const started = performance.now();
  const end = started + options.durationMs;
  const think = () => {
    const [min, max] = options.thinkMs;
    const wait = min + Math.random() * (max - min);
    return new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(performance.now() < end), Math.min(wait, Math.max(0, end - performance.now()))),
    );
  };
  const since = () => performance.now() - started;
  const failed = (step: StepName, detail: string, explained = false, reason?: string) => {
    steps[step].errors++;
    steps[step].failures.push({ at: since(), detail, explained, ...(reason ? { reason } : {}) });
    if (outcome.errorSamples.length < 10) outcome.errorSamples.push(`${step}: ${detail}`);
  };
  /**
   * Times one step; false when it failed for good (the journey then stops, as a shopper facing an error page would).
   * A step that answers `{ retryAfter }` failed in a way the shopper may retry: it is tried again, up to `retries`.
   */
  const timed = async (
    step: StepName,
    run: () => Promise<boolean | { retryAfter: number }>,
    network: 'explained' | 'blank',
  ): Promise<boolean> => {
    for (let attempt = 0; ; attempt++) {
      const t0 = performance.now();
      let result: boolean | { retryAfter: number };
      try {
        result = await run();
      } catch (error) {
        failed(step, String(error), network === 'explained');
        result = { retryAfter: 1 };
      }
      steps[step].latencies.push(performance.now() - t0);
      steps[step].at.push(since());
      if (typeof result === 'boolean') return result;
      if (attempt >= (options.retries ?? 0) || performance.now() >= end) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.min(result.retryAfter, 5) * 1000));
    }
  };
  const pageStep = (browser: Browser, step: StepName, path: string) =>
    timed(
      step,
      async () => {
        const { status, document, retryAfter } = await browser.page(path);
        if (status === 200) return true;
        const explained = retryableStatuses.has(status) && document;
        failed(step, `${path} answered ${status}${document ? '' : ' (no document)'}`, explained);
        return explained ? { retryAfter: retryAfter ?? 1 } : false;
      },
      // A page cut off on the network is the browser's own error page: nothing of the shop explains it.
      'blank',
    );
  const callStep = <T>(browser: Browser, step: StepName, body: unknown, accept: (status: number) => boolean) =>
    timed(
      step,
      async () => {
        const { status, envelope, retryAfter } = await browser.call<T>(step, body);
        if (status === 200 && envelope?.success) return true;
        if (accept(status)) return false;
        const explained = retryableStatuses.has(status) && typeof envelope?.message === 'string';
        failed(step, `${status} ${envelope?.message ?? ''}`, explained, envelope?.reason);
        return explained ? { retryAfter: retryAfter ?? 1 } : false;
      },
      // A call cut off on the network is worded by the screens ("connection failed, try again").
      'explained',
    );

  const journey = async (): Promise<void> => {
    const browser = new Browser(options.base, dispatcher);
    const category = pick(options.catalogue.categories);
    const product = pick(options.catalogue.products);
    const filtered = `${category.path}?q=${encodeURIComponent(pick(category.filters))}&order=${pick(SORTS)}`;
    if (!(await pageStep(browser, 'home', '/en')) || !(await think())) return;
    if (!(await pageStep(browser, 'category', filtered)) || !(await think())) return;
    if (!(await pageStep(browser, 'product', product.path)) || !(await think())) return;
    let added = 0;
    // One key for the add and its retries, as the product page keeps it: an add whose answer was lost adds once.
    const line = {
      id_product: product.id_product,
      id_product_attribute: product.id_product_attribute,
      qty: 1,
      idempotency_key: `load-add-${randomUUID()}`,
    };
    const addedOk = await callStep<Cart>(browser, 'createCartItem', line, (status) => {
      if (status === 409) outcome.soldOut++;
      return status === 409;
    });
    if (addedOk) added = 1;
    if (!(await think())) return;
    if (!(await pageStep(browser, 'cart', '/en/cart'))) return;
    let cart: Cart | null = null;
    const read = await timed(
      'getCartItems',
      async () => {
        const { status, envelope, retryAfter } = await browser.call<Cart>('getCartItems', {});
        if (status === 200 && envelope?.success) {
          cart = envelope.psdata;
          return true;
        }
        const explained = retryableStatuses.has(status) && typeof envelope?.message === 'string';
        failed('getCartItems', `${status} ${envelope?.message ?? ''}`, explained);
        return explained ? { retryAfter: retryAfter ?? 1 } : false;
      },
      'explained',
    );
    if (!read || !cart) return;
    outcome.journeys++;
    const lines = (cart as Cart).products.map((p) => [p.id_product_attribute, p.cart_quantity]);
    const expected = added ? [[product.id_product_attribute, added]] : [];
    const notes = (cart as Cart).notes.map((note) => note.type);
    if (JSON.stringify(lines) !== JSON.stringify(expected)) {
      // The unit sold out to another shopper meanwhile and reconciling took the line out, saying so (ADR 0108): an
      // answer the cart page shows, not a lost cart.
      if (added && lines.length === 0 && notes.includes('sold-out')) {
        // Nothing is left to check out: the shopper goes back to the shop.
        outcome.soldOut++;
        return;
      }
      outcome.lostCarts++;
      outcome.lostCartSamples.push({
        at: since(),
        detail: `added ${JSON.stringify(expected)}, read ${JSON.stringify(lines)}${notes.length ? ` (notes: ${notes.join(', ')})` : ''}`,
      });
    }
    if (!added || Math.random() >= options.checkoutShare || !(await think())) return;
    const email = `load-${randomUUID()}@example.com`;
    if (!(await callStep(browser, 'updateCheckoutAddress', { email, delivery: milano }, () => false))) return;
    if (!(await callStep(browser, 'updateCheckoutCarrier', { id_carrier: 1 }, () => false))) return;
    // createOrder fails with 409 when the last unit went to another shopper meanwhile: counted as sold out.
    // One key for the attempt and its retries, as the checkout screen keeps it: the api places one order for it.
    const order = {
      idempotency_key: `load-${randomUUID()}`,
      ...(options.payment ?? { payment_module: 'bankwire' }),
      terms_accepted: true,
    };
    const placed = await callStep(browser, 'createOrder', order, (status) => {
      if (status === 409) outcome.soldOut++;
      return status === 409;
    });
    if (placed) outcome.orders++;
  };

  const shopper = async (index: number) => {
    // Arrivals spread over the first think time, so 200 shoppers do not all ask for the home page at once.
    await new Promise((resolve) => setTimeout(resolve, (index / options.shoppers) * options.thinkMs[1]));
    while (performance.now() < end) await journey();
  };
  try {
    await Promise.all(Array.from({ length: options.shoppers }, (_, i) => shopper(i)));
  } finally {
    await dispatcher.close();
  }
  outcome.durationMs = performance.now() - started;
  return outcome;
}

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
