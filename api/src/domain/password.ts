/** Password hashing with scrypt (node:crypto), stored as `scrypt$N$r$p$salt$hash` so parameters can change later. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function scrypt(password: string, salt: Uint8Array, options: ScryptOptions): Promise<Uint8Array> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(new Uint8Array(key)),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = new Uint8Array(randomBytes(16));
  const key = await scrypt(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${b64(salt)}$${b64(key)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = new Uint8Array(Buffer.from(hash, 'base64url'));
  const key = await scrypt(password, new Uint8Array(Buffer.from(salt, 'base64url')), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
