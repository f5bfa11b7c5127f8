/** The shop's public origin, which every absolute URL the server writes (canonical, hreflang, sitemap) starts with. */
import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from './config.ts';

/** A Host-style value (`name[:port]` or `[v6][:port]`), else undefined: nothing else may become part of a URL. */
const hostValue = (value: string | string[] | undefined): string | undefined => {
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().toLowerCase();
  return first && /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(first) ? first : undefined;
};

/**
 * The shop's origin for absolute URLs: the configured public origin; else, behind a proxy the operator says is there,
 * its forwarded host and protocol; else the Host header (local development). Forwarded headers sent straight to the
 * shell are the client's own and ignored.
 */
export const originOf = (req: IncomingMessage, config: Pick<ServerConfig, 'publicOrigin' | 'trustProxy'>): string => {
  if (config.publicOrigin) return config.publicOrigin;
  const forwardedHost = config.trustProxy ? hostValue(req.headers['x-forwarded-host']) : undefined;
  const forwardedProto = config.trustProxy
    ? String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        ?.trim()
        .toLowerCase()
    : undefined;
  const host = forwardedHost ?? hostValue(req.headers.host) ?? 'localhost';
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'http';
  return `${protocol}://${host}`;
};
