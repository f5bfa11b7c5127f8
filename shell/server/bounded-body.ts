/** A request body read by a route that anyone can post to (the CSP and slot reports): never more than a bound kept. */
import type { IncomingMessage } from 'node:http';

/**
 * Reads the body of `req` as text, keeping at most `maxBytes`: `done` gets the text, or null when the body was larger
 * (the rest is read and dropped, so the connection stays usable).
 */
export function readBoundedBody(req: IncomingMessage, maxBytes: number, done: (body: string | null) => void): void {
  let size = 0;
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  });
  req.on('end', () => done(size > maxBytes ? null : Buffer.concat(chunks).toString('utf8')));
}
