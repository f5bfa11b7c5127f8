/** Builds the Fastify server: plugins, the envelope, one route per call, images, payment pages, health. */
import cluster from 'node:cluster';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { deliveryCountryCookie, type RefusalDetail } from '@storefront/shared/schemas';
import { ALL_CALLS } from './calls/index.ts';
import type { ApiConfig } from './config.ts';
import { openShopDatabase } from './start-up.ts';
import { scheduleHousekeeping, type Housekeeping } from './domain/housekeeping.ts';
import { KeyedLock } from './domain/keyed-lock.ts';
import { loadReferenceData } from './domain/reference-data.ts';
import { SerializedPsdata, type CallContext, type CallDef } from './http/call.ts';
import { ApiError, badRequest, notAuthenticated } from './errors.ts';
import { requestLanguage } from './http/language.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { SessionHandle } from './http/session.ts';
import { describeIssues } from './http/validation.ts';
import { registerImageRoutes } from './images/routes.ts';
import { createMailer } from './mail/outbox.ts';
import { createViesClient } from './vies/vies-client.ts';
import { registerPageRoutes } from './pages/routes.ts';
import { databaseMetrics, observeRequest, timeCall } from './metrics.ts';
import { isDatabaseUnavailable } from './db/database.ts';

export type { ApiConfig };

/** A refusal's envelope: its code, its reason and field when the screens explain it (`RefusalDetail`), its message. */
function sendError(reply: FastifyReply, status: number, code: number, message: string, detail?: RefusalDetail) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ success: false, code, ...detail, psdata: null, message });
}

/** Writes must come from the shop (CORS origins) or from our own pages; SameSite cookies are the first line. */
function checkOrigin(request: FastifyRequest, config: ApiConfig): void {
  const origin = request.headers.origin;
  if (!origin || request.method === 'GET') return;
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own && !config.origins.includes(origin))
    throw new ApiError(403, 403, `Origin ${origin} is not allowed`);
}

export async function buildServer(config: ApiConfig): Promise<FastifyInstance> {
  const db = await openShopDatabase({
    file: config.dbFile,
    url: config.databaseUrl,
    poolSize: config.databasePoolSize,
    observe: databaseMetrics,
  });
  const ref = await loadReferenceData(db);
  const mail = createMailer(db, config.printMail);
  const locks = new KeyedLock();
  const { url: viesUrl } = config.vies;
  const vies = viesUrl ? createViesClient({ ...config.vies, url: viesUrl }) : null;
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 64 * 1024,
    // The shell proxies /api/* from loopback: trust its X-Forwarded-For so limits apply per shopper.
    trustProxy: ['127.0.0.1', '::1'],
  });
  // Every answer counted and timed by its route's pattern (`/api/<call>`, an image's `/img/:id/...`).
  app.addHook('onRequest', (request, reply, done) => {
    observeRequest(request.routeOptions.url ?? 'unmatched', request.method, reply.raw);
    done();
  });
  let housekeeping: Housekeeping | null = null;
  app.addHook('onClose', async () => {
    await housekeeping?.stop();
    await db.destroy();
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    parseJson(request, body as string, (err, value) =>
      err ? done(badRequest('Malformed JSON body'), undefined) : done(null, value),
    );
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  await app.register(cookie);
  await app.register(cors, {
    origin: config.origins,
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Accept-Language'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every api instance sees the same attempts.
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 429, `Too many attempts. Please try again in ${context.after}.`, { reason: 'request.tooMany' }),
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // An answer that asks to be tried again (a provider's lost answer) says when.
    if (error instanceof ApiError && error.statusCode === 504) reply.header('retry-after', '1');
    if (error instanceof ApiError) return sendError(reply, error.statusCode, error.code, error.message, error.detail);
    // The database restarting or out of reach: the call is refused, not failed, and may be tried again shortly (the
    // pool opens new connections as soon as the database answers).
    if (isDatabaseUnavailable(error)) {
      reply.header('retry-after', '2');
      return sendError(reply, 503, 503, 'The shop cannot reach its database for a moment: try again shortly.', {
        reason: 'service.busy',
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 415) return sendError(reply, 415, 301, 'Unsupported content type: send application/json');
    if (status === 413) return sendError(reply, 413, 301, 'Request body too large');
    if (status >= 400 && status < 500) return sendError(reply, status, 301, error.message || 'Bad request');
    request.log.error(error);
    return sendError(reply, 500, 500, 'Something went wrong');
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, 404, `Unknown call: ${request.method} ${request.url.split('?')[0]}`),
  );

  const register = (call: CallDef) => {
    const method = call.method ?? 'POST';
    app.route({
      method,
      url: `${call.base ?? '/api'}/${call.name}`,
      config: call.rateLimited
        ? {
            rateLimit: {
              max: config.loginRateLimit.max,
              timeWindow: config.loginRateLimit.windowMs,
              hook: 'preHandler',
              // Per client and account: one shopper's typos never lock out another.
              keyGenerator: (request: FastifyRequest) => {
                const body = request.body as { email?: unknown } | undefined;
                return `${request.ip}|${typeof body?.email === 'string' ? body.email.toLowerCase().slice(0, 254) : ''}`;
              },
            },
          }
        : {},
      handler: async (request, reply) => {
        checkOrigin(request, config);
        reply.header('cache-control', 'no-store');
        const parsed = call.schema.safeParse(method === 'GET' ? (request.query ?? {}) : (request.body ?? {}));
        if (!parsed.success) throw badRequest(describeIssues(parsed.error));
        const session = new SessionHandle(db, config, request, reply);
        if (call.auth && (await session.customerId()) === null) throw notAuthenticated();
        const ctx: CallContext = {
          db,
          config,
          ref,
          mail,
          vies,
          locks,
          session,
          request,
          reply,
          lang: requestLanguage(request.headers['accept-language']),
          chosenCountry: request.cookies[deliveryCountryCookie],
        };
        const done = timeCall(call.name);
        let psdata: unknown;
        try {
          psdata = await call.handler(ctx, parsed.data);
          done('ok');
        } catch (error) {
          done(error instanceof ApiError && error.statusCode < 500 ? 'refused' : 'failed');
          throw error;
        }
        if (psdata instanceof SerializedPsdata)
          return reply
            .type('application/json; charset=utf-8')
            .send(`{"success":true,"code":200,"psdata":${psdata.json}}`);
        return { success: true, code: 200, psdata };
      },
    });
  };
  for (const call of ALL_CALLS) register(call);

  // Health also lists the calls, so monitors and the fuzz test know the whole surface, and which instance answered
  // (API_INSTANCES: each forked instance has its own number; a single process is instance 1).
  const callList = ALL_CALLS.map((c) => ({
    name: c.name,
    method: c.method ?? 'POST',
    path: `${c.base ?? '/api'}/${c.name}`,
    auth: c.auth ?? false,
  }));
  app.get('/api/health', async () => {
    await sql`select 1`.execute(db);
    return {
      success: true,
      code: 200,
      psdata: {
        status: 'ok',
        instance: cluster.worker?.id ?? 1,
        calls: callList,
        housekeeping: housekeeping?.status() ?? null,
      },
    };
  });
  registerImageRoutes(app, db);
  registerPageRoutes(app, { db, ref, config, mail });
  // Logged on stdout whatever LOG_LEVEL says: an operator wants to see what was closed and when.
  housekeeping = scheduleHousekeeping({ db, ref, mail }, config, {
    info: (message) => process.stdout.write(`storefront api: ${message}\n`),
    error: (message) => process.stderr.write(`storefront api: ${message}\n`),
  });
  return app;
}
