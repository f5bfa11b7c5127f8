/**
 * What the domain is given for one shopper's call, in plain terms: the database, the configuration, the language, the
 * shopper's session as an interface, the mail outbox, the reference data and the key locks. It knows nothing of HTTP:
 * the call layer builds it from Fastify's request (`http/call.ts`'s `CallContext` adds the request and reply for the
 * calls themselves), and a test or a script can build one without a server.
 */
import type { LanguageCode } from '@storefront/shared/schemas';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { SessionTable } from '../db/types.ts';
import type { Mailer } from '../mail/outbox.ts';
import type { ViesClient } from '../vies/vies-client.ts';
import type { KeyedLock } from './keyed-lock.ts';
import type { ReferenceData } from './reference-data.ts';

/** A session unused for this long is over (its cookie's max age; housekeeping deletes its row). */
export const SESSION_MAX_AGE_S = 180 * 86_400;

export type SessionRow = SessionTable;

/** The shopper's session, as the domain reads and changes it (created on the first write, never by a read). */
export interface ShopperSession {
  /** The session, or null; never creates one. */
  current(): Promise<SessionRow | null>;
  /** The session, created when there is none. */
  ensure(): Promise<SessionRow>;
  customerId(): Promise<number | null>;
  update(fields: Partial<Pick<SessionRow, 'id_customer' | 'id_cart'>>): Promise<SessionRow>;
  /** A new session (a new token) with these fields, the old one ended: on sign-in and sign-out. */
  rotate(fields: Pick<SessionRow, 'id_customer' | 'id_cart'>): Promise<SessionRow>;
}

export interface ShopContext {
  db: Db;
  config: ApiConfig;
  lang: LanguageCode;
  session: ShopperSession;
  mail: Mailer;
  /** The EU's VAT register (`VIES_URL`); null when it is not configured: VAT numbers are checked for format only. */
  vies: ViesClient | null;
  ref: ReferenceData;
  /** Per-server serialisation of work on one key (createOrder's idempotency keys). */
  locks: KeyedLock;
  /** The delivery country the shopper chose in the shop (its cookie), as sent: checked where it is used. */
  chosenCountry: string | undefined;
}
