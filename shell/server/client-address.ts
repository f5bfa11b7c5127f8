/** The client's address, one rule for every use: the api proxy's X-Forwarded-For and the visitor's country. */
import type { IncomingMessage } from 'node:http';

/**
 * The client's address as the shop knows it: the socket's peer, or, when `TRUST_PROXY` says one proxy in front is
 * trusted, the address that proxy appended last to `X-Forwarded-For` (entries left of it are whatever the client sent).
 * Without a trusted proxy the client's own `X-Forwarded-For` is ignored: it is the client's claim, and the api keys
 * its login limit on the address it is given.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const socket = req.socket.remoteAddress ?? '';
  if (!trustProxy) return socket;
  const chain = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return chain.at(-1) ?? socket;
}
