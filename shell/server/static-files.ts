/** Serves files from one folder, safely: no path escapes, immutable caching for hashed names only. */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Manifests and registries must never be cached; hashed assets never change. */
export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (name.endsWith('.json')) return 'no-store';
  if (/\.[0-9a-f]{8}\.(js|css)$/.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The precompressed sibling to send, if the client takes it and the build wrote it. */
async function encodedVariant(
  file: string,
  acceptEncoding: string,
): Promise<{ file: string; encoding: string; size: number } | null> {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!new RegExp(`\\b${encoding}\\b`).test(acceptEncoding)) continue;
    const stat = await fs.promises.stat(file + suffix).catch(() => null);
    if (stat?.isFile()) return { file: file + suffix, encoding, size: stat.size };
  }
  return null;
}

/** Answers the request from `root` (the URL path after `prefix`); returns false when there is no such file. */
export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  relativeUrlPath: string,
  extraHeaders: Record<string, string> = {},
): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativeUrlPath.split('?')[0] ?? '');
  } catch {
    return false;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) return false;
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) return false;
  const variant = await encodedVariant(file, String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'content-length': String(variant?.size ?? stat.size),
    'cache-control': cacheControlFor(file),
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
    ...(variant ? { 'content-encoding': variant.encoding } : {}),
    ...extraHeaders,
  });
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(variant?.file ?? file).pipe(res);
  return true;
}
