/**
 * The shell's browser files under one prefix, by `@fastify/static`: the build's brotli or gzip copy when the client
 * takes it, ETag and Last-Modified with 304 on revalidation, byte ranges; immutable caching for hashed names only.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';

// JavaScript as text/javascript (RFC 9239, as browsers and the shop always sent it), not mime's older name.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

/** Manifests and registries must never be cached; hashed assets never change. */
export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (name.endsWith('.json')) return 'no-store';
  if (/\.[0-9a-f]{8}\.(js|css)$/.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export interface StaticFiles {
  root: string;
  /** The URL path the files are under, with its slashes: `/static/shell/`. */
  prefix: string;
  /** The Cache-Control of a file by its name (the shell's rule by default). */
  cacheControl?: (file: string) => string;
  /** Headers every file is sent with besides (a remote's CORS). */
  headers?: Record<string, string>;
}

/** Serves `root` under `prefix` (a missing file goes to the server's not-found handler). */
export async function registerStaticFiles(
  app: FastifyInstance,
  { root, prefix, cacheControl = cacheControlFor, headers = {} }: StaticFiles,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    prefix,
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    acceptRanges: true,
    // The compressed copy's name says nothing the original's does not: the cache rule reads the original's.
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControl(file.replace(/\.(br|gz)$/, '')));
      reply.header('x-content-type-options', 'nosniff');
      reply.headers(headers);
    },
  });
}
