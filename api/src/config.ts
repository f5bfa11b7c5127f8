/** Runtime configuration, read once from the environment. */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { shiftedClock, systemClock, type Clock } from './clock.ts';
import { readShopIdentity, type ShopIdentity } from './shop.ts';

/** How long things may sit before housekeeping closes them (housekeeping.ts). */
export interface HousekeepingPolicy {
  /** Between two runs (the first runs at start). */
  intervalMs: number;
  /** A guest cart nobody touched for this long is deleted with its lines, vouchers and guest addresses. */
  guestCartTtlMs: number;
  /** A redirect payment (PayPal, MultiSafepay) not completed within this is cancelled and its stock released. */
  paymentWindowMs: number;
}

/** The EU's VIES service, asked whether a VAT number is registered for intra-community trade (vies/vies-client.ts). */
export interface ViesSettings {
  /** Where to POST `{countryCode, vatNumber}`; null: no check beyond the number's national format (the default). */
  url: string | null;
  /** An answer not in within this counts as "VIES not reachable": the number is kept, marked not verified. */
  timeoutMs: number;
  /** How long a definite answer (registered or not) is reused before VIES is asked again. */
  cacheTtlMs: number;
}

export interface ApiConfig {
  port: number;
  host: string;
  /** SQLite file; created and seeded on first start (unless `databaseUrl` is set). */
  dbFile: string;
  /** `postgres://…`: run on PostgreSQL instead of the SQLite file (migrated and seeded when empty). */
  databaseUrl: string | undefined;
  /** PostgreSQL connections per api instance. */
  databasePoolSize: number;
  /** Api processes sharing the port (node:cluster), each with its own memory; the database is what they share. */
  instances: number;
  /** Origins allowed by CORS and by the cross-origin write check. */
  origins: string[];
  /** Where the shop lives (payment pages send the shopper back there). */
  publicUrl: string;
  /** Prefix the browser reaches this api under (image and payment-page URLs). */
  publicBase: string;
  /** Print outgoing mail on the console (development). */
  printMail: boolean;
  /** Login attempts allowed per client address within the window. */
  loginRateLimit: { max: number; windowMs: number };
  logLevel: string;
  housekeeping: HousekeepingPolicy;
  /** Who the shop is (shop.ts). */
  shop: ShopIdentity;
  vies: ViesSettings;
  /** "Now" for what ages: sessions, carts, payment windows (clock.ts). */
  clock: Clock;
  /**
   * `/metrics` for Prometheus (shared/src/server/metrics.ts): API_METRICS_PORT, off when unset, on METRICS_HOST
   * (127.0.0.1 unless set: a private address, never a public one).
   */
  metrics: { port: number | undefined; host: string };
}

function list(value: string | undefined, fallback: string): string[] {
  return (value ?? fallback)
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

function url(value: string | undefined, name: string): string | null {
  if (!value) return null;
  if (!/^https?:\/\/[^\s]+$/.test(value)) throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: int(env.API_PORT, 8081, 'API_PORT'),
    host: env.API_HOST || '127.0.0.1',
    dbFile: env.DB_FILE || join(homedir(), '.storefront', 'shop.sqlite'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE') || 10,
    instances: int(env.API_INSTANCES, 1, 'API_INSTANCES') || 1,
    origins: list(env.SHOP_ORIGINS, 'http://localhost:8080'),
    publicUrl: (env.SHOP_PUBLIC_URL || 'http://localhost:8080').replace(/\/$/, ''),
    publicBase: (env.API_PUBLIC_BASE ?? '/api').replace(/\/$/, ''),
    printMail: env.MAIL_PRINT !== undefined ? env.MAIL_PRINT === '1' : env.NODE_ENV !== 'test',
    loginRateLimit: {
      max: int(env.LOGIN_RATE_MAX, 10, 'LOGIN_RATE_MAX'),
      windowMs: int(env.LOGIN_RATE_WINDOW_MS, 5 * 60_000, 'LOGIN_RATE_WINDOW_MS'),
    },
    logLevel: env.LOG_LEVEL || 'warn',
    housekeeping: {
      intervalMs: int(env.HOUSEKEEPING_INTERVAL_MS, 10 * 60_000, 'HOUSEKEEPING_INTERVAL_MS') || 10 * 60_000,
      guestCartTtlMs: (int(env.GUEST_CART_TTL_DAYS, 30, 'GUEST_CART_TTL_DAYS') || 30) * 86_400_000,
      paymentWindowMs: (int(env.PAYMENT_WINDOW_MINUTES, 120, 'PAYMENT_WINDOW_MINUTES') || 120) * 60_000,
    },
    shop: readShopIdentity(env.SHOP_IDENTITY),
    vies: {
      url: url(env.VIES_URL, 'VIES_URL'),
      timeoutMs: int(env.VIES_TIMEOUT_MS, 3000, 'VIES_TIMEOUT_MS') || 3000,
      cacheTtlMs: (int(env.VIES_CACHE_TTL_HOURS, 24, 'VIES_CACHE_TTL_HOURS') || 24) * 3_600_000,
    },
    metrics: {
      port: env.API_METRICS_PORT ? int(env.API_METRICS_PORT, 0, 'API_METRICS_PORT') : undefined,
      host: env.METRICS_HOST || '127.0.0.1',
    },
    clock: env.API_CLOCK_SHIFT_FILE ? shiftedClock(env.API_CLOCK_SHIFT_FILE) : systemClock,
  };
}
