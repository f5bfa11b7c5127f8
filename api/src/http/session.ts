/**
 * Cookie sessions: the browser holds a random token in `sf_session` (HttpOnly, SameSite=Lax); the database keeps
 * only its SHA-256. A session is created by the first call that writes state (add to cart, checkout, order, sign
 * in), never by a read (bootstrap, the cart, catalogue, content), so crawlers, guests who only look and the server's
 * rendering of any page set no cookie and write no row.
 *
 * Beside it, the readable hint `sf_signed_in=1` says "this browser has a signed-in customer" (ADR 0302): set when a
 * session gets a customer (login, register), cleared when it loses one (logout) and whenever a request carries the
 * hint but its session is gone, expired or has no customer, so a stale hint corrects itself on the next call that
 * reads the session. It grants nothing: every check is on the session.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInHintCookie } from '@storefront/shared/schemas';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { hashToken, newToken } from '../domain/ids.ts';
import { SESSION_MAX_AGE_S as MAX_AGE_S, type SessionRow, type ShopperSession } from '../domain/shop-context.ts';

export const SESSION_COOKIE = 'sf_session';
const TOUCH_AFTER_MS = 3_600_000;

export type { SessionRow };

export class SessionHandle implements ShopperSession {
  private row: SessionRow | null | undefined;
  /** Whether the browser holds the hint, once this reply's cookies apply. */
  private hinted: boolean;

  constructor(
    private readonly db: Db,
    private readonly config: ApiConfig,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {
    this.hinted = request.cookies[signedInHintCookie] !== undefined;
  }

  /** The session named by the cookie, or null; never creates one. */
  async current(): Promise<SessionRow | null> {
    if (this.row !== undefined) return this.row;
    const token = this.request.cookies[SESSION_COOKIE];
    this.row = null;
    if (token && token.length <= 128) {
      const found = await this.db
        .selectFrom('session')
        .selectAll()
        .where('id_session', '=', hashToken(token))
        .executeTakeFirst();
      if (found && Date.parse(found.last_seen) > Date.now() - MAX_AGE_S * 1000) {
        this.row = found;
        if (Date.parse(found.last_seen) < Date.now() - TOUCH_AFTER_MS) {
          const now = new Date().toISOString();
          await this.db
            .updateTable('session')
            .set({ last_seen: now })
            .where('id_session', '=', found.id_session)
            .execute();
          found.last_seen = now;
        }
      }
    }
    this.hint((this.row?.id_customer ?? null) !== null);
    return this.row;
  }

  async ensure(): Promise<SessionRow> {
    return (await this.current()) ?? (await this.create({ id_customer: null, id_cart: null }));
  }

  async customerId(): Promise<number | null> {
    return (await this.current())?.id_customer ?? null;
  }

  async update(fields: Partial<Pick<SessionRow, 'id_customer' | 'id_cart'>>): Promise<SessionRow> {
    const row = await this.ensure();
    await this.db.updateTable('session').set(fields).where('id_session', '=', row.id_session).execute();
    Object.assign(row, fields);
    return row;
  }

  /** Issues a fresh token for the same state (on login and logout), so a token seen before cannot ride the new identity. */
  async rotate(fields: Pick<SessionRow, 'id_customer' | 'id_cart'>): Promise<SessionRow> {
    const old = await this.current();
    if (old) await this.db.deleteFrom('session').where('id_session', '=', old.id_session).execute();
    return this.create(fields);
  }

  private async create(fields: Pick<SessionRow, 'id_customer' | 'id_cart'>): Promise<SessionRow> {
    const token = newToken();
    const now = new Date().toISOString();
    const row: SessionRow = { id_session: hashToken(token), ...fields, date_add: now, last_seen: now };
    await this.db.insertInto('session').values(row).execute();
    this.reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.config.publicUrl.startsWith('https:'),
      maxAge: MAX_AGE_S,
    });
    this.row = row;
    this.hint(fields.id_customer !== null);
    return row;
  }

  /** Sets or clears the hint when the browser's copy says otherwise than the session (no header when they agree). */
  private hint(signedIn: boolean): void {
    if (signedIn === this.hinted) return;
    this.hinted = signedIn;
    const options = { sameSite: 'lax', path: '/', secure: this.config.publicUrl.startsWith('https:') } as const;
    if (signedIn) this.reply.setCookie(signedInHintCookie, '1', { ...options, maxAge: MAX_AGE_S });
    else this.reply.clearCookie(signedInHintCookie, options);
  }
}
