/** Cart set-up for the cart and mini cart specs: seeded products picked by what a test needs, a quiet cookie banner. */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { baseURL } from './ports.ts';
import { query } from './database.ts';

export interface Pick {
  id_product: number;
  id_product_attribute: number;
  name: string;
  /** Units in stock now. */
  quantity: number;
  price: number;
  link: string;
  id_manufacturer: number;
}

interface ProductReply {
  psdata: {
    id_product: number;
    name: string;
    link: string;
    id_manufacturer: number;
    combinations: { id_product_attribute: number; quantity: number; price_amount: number }[];
  };
}

/** The first seeded combination (from product 1 on) that `fits`, read from the api as the shop shows it. */
export async function pickCombination(
  request: APIRequestContext,
  fits: (combo: { quantity: number; price: number; id_manufacturer: number }) => boolean,
  exclude: number[] = [],
): Promise<Pick> {
  for (let id = 1; id <= 168; id++) {
    if (exclude.includes(id)) continue;
    const reply = await request.post('/api/getProduct', {
      data: { product_id: id },
      headers: { 'accept-language': 'en' },
    });
    const product = ((await reply.json()) as ProductReply).psdata;
    const combo = product.combinations.find((c) =>
      fits({ quantity: c.quantity, price: c.price_amount, id_manufacturer: product.id_manufacturer }),
    );
    if (combo)
      return {
        id_product: product.id_product,
        id_product_attribute: combo.id_product_attribute,
        name: product.name,
        quantity: combo.quantity,
        price: combo.price_amount,
        link: product.link,
        id_manufacturer: product.id_manufacturer,
      };
  }
  throw new Error('no seeded combination fits');
}

/** Adds to this browser context's cart through the api, as the shop's own pages do (same origin, same cookies). */
export async function addToCart(request: APIRequestContext, pick: Pick, qty: number): Promise<void> {
  const reply = await request.post('/api/createCartItem', {
    data: { id_product: pick.id_product, id_product_attribute: pick.id_product_attribute, qty },
    headers: { 'accept-language': 'en', origin: baseURL },
  });
  if (!reply.ok()) throw new Error(`createCartItem: ${reply.status()} ${await reply.text()}`);
}

/** Answers the cookie banner beforehand (necessary only), so it covers nothing a test clicks. */
export async function quietBanner(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'shell_consent', value: 'necessary', url: baseURL }]);
}

/** Sets a combination's stock as the back office would (the catalogue version moves, so every api instance sees it). */
export function setStock(idProductAttribute: number, quantity: number): void {
  query('UPDATE product_attribute SET quantity = ? WHERE id_product_attribute = ?', quantity, idProductAttribute);
  query('UPDATE catalog_version SET version = version + 1 WHERE id = 2');
}

/** The brand whose products ship free to Italy from 100 EUR (seeded rule). */
export const RULE_BRAND = 3;
