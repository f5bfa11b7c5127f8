/** Random tokens: session ids, order references, secure keys, one-time codes. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Stored form of a secret token: only its hash is kept, so a copied database cannot replay sessions or codes. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A PrestaShop-like order reference: nine capital letters. */
export function orderReference(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from({ length: 9 }, () => letters[randomInt(letters.length)]).join('');
}

/** A numeric one-time code (password reset, newsletter confirmation). */
export const numericCode = (digits = 6): string => String(randomInt(10 ** digits)).padStart(digits, '0');
