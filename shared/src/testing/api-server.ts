/**
 * The api as a unit test meets it: msw answers the calls a test names, in the api's `{ success, code, psdata,
 * message }` envelope, and a request no handler answers fails the test. Importing this module registers its jest
 * hooks (the way Testing Library registers its cleanup), so it is for tests only and never in a bundle.
 */
import './node-22.ts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { Envelope } from '../schemas/envelope.ts';
import type { RefusalDetail } from '../schemas/refusals.ts';
import { holdForMsw, noteUnanswered, releaseFromMsw } from './network-guard.ts';

/** A call the api was sent: its name (the last segment of the URL, as the base query builds it) and its body. */
export interface SentCall {
  call: string;
  body: unknown;
}

export interface HandlerOptions {
  /** Answer only the first such call; the next one goes to the handler after it (replies in sequence). */
  once?: boolean;
}

export interface RefusalOptions extends HandlerOptions, Partial<RefusalDetail> {
  /** The envelope's code, when the api's differs from the HTTP status (e.g. 409 with code 308). */
  code?: number;
  psdata?: unknown;
}

const sent: SentCall[] = [];

const server = setupServer();

// msw holds the network for every test of a file that imports this module, whether or not the test answers the api.
beforeAll(() => {
  holdForMsw();
  server.listen({
    // A network error, never the real network, for the code under test; the jest setup fails the test after it.
    async onUnhandledFrame({ frame }) {
      noteUnanswered(await frame.getUnhandledMessage());
      throw HttpResponse.error();
    },
  });
});

afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => {
  server.close();
  releaseFromMsw();
});

/**
 * Answers the call `call` (on any base: the api's `/api`, the content api's `/cms`) with what `respond` returns, and
 * records it. The envelope builders below are made of it; use it alone for what is not an envelope.
 */
export function apiResponse(
  call: string,
  respond: (call: SentCall, request: Request) => Response | Promise<Response>,
  options: HandlerOptions = {},
): HttpHandler {
  return http.all(
    `*/${call}`,
    async ({ request }) => {
      const text = request.method === 'GET' ? '' : await request.text();
      const made: SentCall = { call, body: text ? (JSON.parse(text) as unknown) : {} };
      sent.push(made);
      return respond(made, request);
    },
    options,
  );
}

const envelope = (status: number, body: Envelope<unknown>) => HttpResponse.json(body, { status });

type MakePsdata = (call: SentCall, request: Request) => unknown;

/** The api's success for `call`: `psdata`, or what a function makes of the request (it may wait). */
export function apiHandler(call: string, psdata: unknown, options: HandlerOptions = {}): HttpHandler {
  return apiResponse(
    call,
    async (made, request) =>
      envelope(200, {
        success: true,
        code: 200,
        psdata: typeof psdata === 'function' ? await (psdata as MakePsdata)(made, request) : psdata,
      }),
    options,
  );
}

/** The api refusing `call`: HTTP `status`, the envelope's `code` (the status unless given), `message` and, for a refusal the screens explain, its reason, field and values. */
export function apiRefusal(
  call: string,
  status: number,
  message: string,
  { code = status, psdata = null, reason, field, values, ...options }: RefusalOptions = {},
): HttpHandler {
  const detail = { ...(reason ? { reason } : {}), ...(field ? { field } : {}), ...(values ? { values } : {}) };
  return apiResponse(call, () => envelope(status, { success: false, code, ...detail, psdata, message }), options);
}

/** `call` never reaches the api (the connection fails, as with the api down). */
export const apiUnreachable = (call: string, options: HandlerOptions = {}): HttpHandler =>
  apiResponse(call, () => HttpResponse.error(), options);

/**
 * Puts these handlers in front for the current test (the first listed answers first) and returns the calls the api
 * is sent during it, in order.
 */
export function answerApi(...handlers: HttpHandler[]): readonly SentCall[] {
  server.use(...handlers);
  return sent;
}
