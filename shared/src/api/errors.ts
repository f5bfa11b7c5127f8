/** How a failed call reaches components: a kind, the api's code, reason and message, and a message id to show. */
import type { RefusalMessages, RefusalReason } from '../schemas/refusals.ts';

export type ApiErrorKind = 'api' | 'unreachable' | 'network' | 'timeout' | 'cancelled' | 'bad-request' | 'bad-response';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The envelope's code (PrestaShop-style: 301-312 validation, 302/404 not found, 410 not signed in...). */
  code?: number;
  /** A refusal the screens explain: its stable reason (the shared list's), which a screen maps to its catalogue. */
  reason?: RefusalReason;
  /** The request's field the refusal concerns (`invoice.vat_number`), when it is one field's. */
  field?: string;
  /** Numbers the refusal's text names (`voucher.minimum`'s amount). */
  values?: Record<string, number>;
  /** The api's own message (English), for logs: screens never read it, they map the reason. */
  message: string;
  /** The id of the catalogue message to show the shopper. */
  messageId: string;
  /** The reply's psdata, for calls whose caller wants the raw reply (SPEC section 4). */
  psdata?: unknown;
}

/** SPEC section 8: what the client says when the middleware cannot be reached, or answers nonsense. */
export const middlewareDownText = 'Please check if the middleware is running and is accessible by frontend app';
export const sdkErrorText = '[SDK] Error: something went wrong.';

export const errorMessageIds = {
  unreachable: 'shell.errors.middlewareDown',
  generic: 'shell.errors.sdk',
  network: 'shell.errors.network',
  timeout: 'shell.errors.timeout',
  cancelled: 'shell.errors.cancelled',
  badRequest: 'shell.errors.badRequest',
  badResponse: 'shell.errors.badResponse',
  busy: 'shell.errors.busy',
} as const;

/** The refusals any call may meet, explained by the shop's own text on every screen (after a screen's own table). */
export const sharedRefusalMessages: RefusalMessages = { 'service.busy': errorMessageIds.busy };

/** A call that failed before the api could answer with its envelope (SPEC section 8, "Failed fetch"). */
export type FetchFailureKind = Exclude<ApiErrorKind, 'api'>;

/** The catalogue text of each failed fetch: the spec's words in English. */
export const fetchFailureMessageIds: Record<FetchFailureKind, string> = {
  unreachable: errorMessageIds.unreachable,
  network: errorMessageIds.network,
  timeout: errorMessageIds.timeout,
  cancelled: errorMessageIds.cancelled,
  'bad-request': errorMessageIds.badRequest,
  'bad-response': errorMessageIds.badResponse,
};

const nameOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as Error).name : undefined;

/**
 * Why `fetch` itself rejected, no reply having arrived:
 * - `timeout`: a timeout signal fired (a DOMException named TimeoutError, as `AbortSignal.timeout` throws, or the
 *   abort reason of the call's own signal); SPEC section 9 sets no timeout by default, so only a caller's can.
 * - `cancelled`: the call's own signal was aborted (RTK Query aborts a call its component no longer wants, a caller
 *   calls `abort()`), or the fetch was aborted from elsewhere (an AbortError: the page unloading).
 * - `unreachable`: the runtime names a socket error (a `code` such as ECONNREFUSED or ENOTFOUND on the error's
 *   cause: Node, the server's render calling the api): SPEC section 8's "backend connection refused", the middleware
 *   is not running or not accessible.
 * - `network`: any other rejection (a browser's bare TypeError "Failed to fetch": offline, the connection dropped,
 *   blocked), SPEC section 8's "Network Error".
 */
export function rejectedFetchKind(error: unknown, signal?: AbortSignal): FetchFailureKind {
  if (nameOf(error) === 'TimeoutError' || (signal?.aborted && nameOf(signal.reason) === 'TimeoutError'))
    return 'timeout';
  if (signal?.aborted || nameOf(error) === 'AbortError') return 'cancelled';
  const cause = typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  const code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code !== '' ? 'unreachable' : 'network';
}

/**
 * Why a reply that is not the api's envelope failed (an envelope, even an error one, is the api's answer: `api`):
 * - `timeout`: 408 or 504, a server or gateway in between that gave up waiting.
 * - `bad-request`: any other 4xx, refused before the api's calls ran (a path or method the api has not, a body too
 *   large for the gateway).
 * - `bad-response`: anything else, a 5xx page from a gateway or a 2xx that is not JSON or not an envelope.
 */
export function badReplyKind(status: number): FetchFailureKind {
  if (status === 408 || status === 504) return 'timeout';
  return status >= 400 && status < 500 ? 'bad-request' : 'bad-response';
}

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'kind' in value && 'messageId' in value;

/**
 * What a screen says of a failed call, as a catalogue message id with its values: its own text for a refusal it
 * explains (`messages`, by reason), the shop-wide one when no answer came (unreachable, offline, nonsense), and
 * `fallback` otherwise.
 */
export function refusalMessage(
  error: unknown,
  messages: RefusalMessages,
  fallback: string,
): { id: string; values?: Record<string, number> } {
  if (!isApiError(error)) return { id: fallback };
  if (error.kind !== 'api') return { id: error.messageId };
  const id = error.reason && (messages[error.reason] ?? sharedRefusalMessages[error.reason]);
  if (!id) return { id: fallback };
  return error.values ? { id, values: error.values } : { id };
}

/** Whether the api refused with one of these reasons. */
export const isRefusal = (error: unknown, ...reasons: RefusalReason[]): boolean =>
  isApiError(error) && error.reason !== undefined && reasons.includes(error.reason);

/** True when the api answered that the thing asked for does not exist. */
export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.code === 404);
