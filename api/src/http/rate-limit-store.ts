/**
 * A store for @fastify/rate-limit that keeps the counters in the database, so the login, register, reset, contact
 * and newsletter limits hold across every api instance (the plugin's default store lives in one process's memory).
 * One upsert per attempt counts it and tells the window's state; it is the same SQL on SQLite and PostgreSQL.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function databaseRateLimitStore(db: Db) {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin constructs it with its options; `child` with a route's path. */
    constructor(scope?: unknown) {
      this.prefix = typeof scope === 'string' ? scope : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      const id = `${this.prefix}|${key}`;
      sql<{ hits: number; reset_at: number }>`
        INSERT INTO rate_limit (key, hits, reset_at) VALUES (${id}, 1, ${now + timeWindow})
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit.reset_at <= ${now} THEN 1 ELSE rate_limit.hits + 1 END,
          reset_at = CASE WHEN rate_limit.reset_at <= ${now} THEN ${now + timeWindow} ELSE rate_limit.reset_at END
        RETURNING hits, reset_at`
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0];
          callback(null, { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.reset_at ?? now) - now) });
        }, callback);
    }

    /** One counter family per route, as the plugin's own store keeps. */
    child(routeOptions: { path: string }): FastifyRateLimitStore {
      return new DatabaseStore(routeOptions.path);
    }
  }
  return DatabaseStore;
}

/** Forgets windows that ended (a housekeeping step; counters past their window are reset on the next hit anyway). */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limit').where('reset_at', '<', now).execute();
}
