/**
 * The first-tap bench's reference (ADR 0502): plain server-rendered pages of the shop's own data, each with a few lines
 * of script that make the same api call the shop's page makes for the same tap, served on loopback by the bench. Their
 * `/api/*` is passed to the shop's (cookies both ways), so the answer crosses the same api and the same throttled link.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReferenceServer {
  url: string;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Envelope<T> {
  psdata: T;
}

async function call<T>(shopUrl: string, name: string, body: unknown): Promise<T> {
  const response = await fetch(`${shopUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}`);
  return ((await response.json()) as Envelope<T>).psdata;
}

const page = (title: string, main: string, script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0}header{display:flex;justify-content:space-between;padding:12px 16px;border-bottom:1px solid #ddd}main{padding:16px}button{min-height:44px;padding:0 20px;font:inherit}.photo{height:900px;background:#eee}[hidden]{display:none}</style>
</head><body><header><strong>Sartoria Nova</strong><span>Cart <span id="count">0</span></span></header>
<main>${main}</main><script>${script}</script></body></html>`;

/** POSTs to the shop's api through this server and gives the envelope's data. */
const clientCall = `async function call(name, body) {
  const response = await fetch('/api/' + name, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()).psdata;
}`;

async function productPage(shopUrl: string, productPath: string): Promise<string> {
  const id = Number(/\/(\d+)-[^/]*\.html/.exec(productPath)?.[1]);
  const product = await call<{ id_product: number; id_product_attribute: number; name: string }>(
    shopUrl,
    'getProduct',
    {
      product_id: id,
    },
  );
  const add = { id_product: product.id_product, id_product_attribute: product.id_product_attribute, qty: 1 };
  return page(
    product.name,
    `<h1>${escapeHtml(product.name)}</h1><div class="photo"></div><button id="add">Add to cart</button>`,
    `${clientCall}
document.getElementById('add').addEventListener('click', async (event) => {
  event.currentTarget.disabled = true;
  const cart = await call('createCartItem', ${JSON.stringify(add)});
  document.getElementById('count').textContent = String(cart.products_count);
  event.currentTarget.disabled = false;
});`,
  );
}

const facet = 'availability-in_stock';

async function categoryPage(shopUrl: string, q: string): Promise<string> {
  const listing = await call<{ products: { name: string }[] }>(shopUrl, 'getProducts', { id_category: 3, q });
  const items = listing.products.map((product) => `<li>${escapeHtml(product.name)}</li>`).join('');
  return page(
    'Women',
    `<h1>Women</h1><button id="filters" aria-expanded="false" aria-controls="panel">Filters</button>
<fieldset id="panel" hidden><legend>Availability</legend><label id="in-stock-label"><input id="in-stock" type="checkbox"${q ? ' checked' : ''}> In stock</label></fieldset>
<ul id="list" data-q="${escapeHtml(q)}">${items}</ul>`,
    `${clientCall}
const filters = document.getElementById('filters');
filters.addEventListener('click', () => {
  const open = filters.getAttribute('aria-expanded') !== 'true';
  filters.setAttribute('aria-expanded', String(open));
  document.getElementById('panel').hidden = !open;
});
document.getElementById('in-stock').addEventListener('change', async (event) => {
  const q = event.currentTarget.checked ? ${JSON.stringify(facet)} : '';
  history.replaceState(null, '', q ? '?q=' + q : location.pathname);
  const listing = await call('getProducts', { id_category: 3, q });
  const list = document.getElementById('list');
  list.replaceChildren(...listing.products.map((product) => Object.assign(document.createElement('li'), { textContent: product.name })));
  list.dataset.q = q;
});`,
  );
}

function homePage(): string {
  return page(
    'Sartoria Nova',
    `<label for="search">Search the shop</label> <input id="search" type="search" autocomplete="off" role="combobox" aria-expanded="false">
<ul id="suggestions" role="listbox" aria-label="Suggestions"></ul><div class="photo"></div>`,
    `${clientCall}
let timer;
document.getElementById('search').addEventListener('input', (event) => {
  const phrase = event.currentTarget.value.trim();
  clearTimeout(timer);
  if (phrase.length < 2) return;
  timer = setTimeout(async () => {
    const answer = await call('search', { s: phrase, suggestions: true });
    document.getElementById('suggestions').replaceChildren(...answer.products.map((product) => Object.assign(document.createElement('li'), { role: 'option', textContent: product.name })));
  }, 200);
});`,
  );
}

/**
 * Passes a POST to the shop's api, with the shopper's cookies both ways and the encoding the browser asked for: the
 * answer is the bytes the shop's edge sends, compressed as it compresses them for the shop's own pages.
 */
async function passToApi(shopUrl: string, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  // The body whole, sent with its length as a browser sends it (the shop's proxy keeps such a call to send it again).
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return new Promise((resolve, reject) => {
    const forwarded = http.request(
      `${shopUrl}${request.url ?? ''}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'accept-language': 'en',
          ...(request.headers['accept-encoding'] ? { 'accept-encoding': request.headers['accept-encoding'] } : {}),
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        },
      },
      (answer) => {
        const headers: http.OutgoingHttpHeaders = {
          'content-type': answer.headers['content-type'] ?? 'application/json',
        };
        for (const name of ['content-encoding', 'set-cookie', 'vary']) {
          const value = answer.headers[name];
          if (value !== undefined) headers[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        answer.on('end', resolve);
        answer.on('error', reject);
      },
    );
    forwarded.on('error', reject);
    forwarded.end(body);
  });
}

/** Serves `/product`, `/category` and `/home` on a free loopback port. */
export async function startReferenceServer(shopUrl: string, productPath: string): Promise<ReferenceServer> {
  const product = await productPage(shopUrl, new URL(productPath, shopUrl).pathname);
  const home = homePage();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://reference.invalid');
    const html = (text: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(text);
    };
    const fail = (error: unknown) => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    };
    if (request.method === 'POST' && url.pathname.startsWith('/api/'))
      void passToApi(shopUrl, request, response).catch(fail);
    else if (url.pathname === '/product') html(product);
    else if (url.pathname === '/home') html(home);
    else if (url.pathname === '/category')
      void categoryPage(shopUrl, url.searchParams.get('q') ?? '')
        .then(html)
        .catch(fail);
    else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not here');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
