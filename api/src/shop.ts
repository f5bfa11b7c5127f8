/**
 * Who the shop is: its name, company, contact and home country, told on the shop's pages, invoices and mail, and the
 * country shipping is estimated to until a shopper chooses one. Configuration, not data: the api reads it at start
 * (`SHOP_IDENTITY`, a JSON object of any of these fields over the demo shop's).
 */
import { z } from 'zod';

const shopIdentity = z.object({
  name: z.string().min(1),
  company: z.string().min(1),
  email: z.email(),
  phone: z.string().min(1),
  address1: z.string().min(1),
  postcode: z.string().min(1),
  city: z.string().min(1),
  /** ISO 3166-1 alpha-2, one of the seeded countries. */
  countryIso: z.string().regex(/^[A-Z]{2}$/),
  vatNumber: z.string().min(1),
});

export type ShopIdentity = z.infer<typeof shopIdentity>;

/** The demo shop the seed is written for. */
export const demoShop: ShopIdentity = {
  name: 'Sartoria Nova',
  company: 'Sartoria Nova S.r.l.',
  email: 'hello@sartorianova.example',
  phone: '+39 02 1234 5678',
  address1: 'Via Tortona 27',
  postcode: '20144',
  city: 'Milano',
  countryIso: 'IT',
  vatNumber: 'IT12345678903',
};

/** The demo shop with `json`'s fields over it; a field that does not fit stops the start with its name. */
export function readShopIdentity(json: string | undefined): ShopIdentity {
  if (!json) return demoShop;
  let given: unknown;
  try {
    given = JSON.parse(json);
  } catch {
    throw new Error('SHOP_IDENTITY must be a JSON object');
  }
  const parsed = shopIdentity.safeParse({ ...demoShop, ...(given as object) });
  if (!parsed.success)
    throw new Error(`SHOP_IDENTITY: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')} not valid`);
  return parsed.data;
}
