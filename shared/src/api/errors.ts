/** How a failed call reaches components: a kind, the api's code and message, and a message id to show. */
export type ApiErrorKind = 'api' | 'unreachable' | 'bad-response' | 'cancelled';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The envelope's code (PrestaShop-style: 301-312 validation, 302/404 not found, 410 not signed in...). */
  code?: number;
  /** The api's own message (English), kept for logs and for texts the catalogue maps. */
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
  cancelled: 'shell.errors.cancelled',
} as const;

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'kind' in value && 'messageId' in value;

/** True when the api answered that the thing asked for does not exist. */
export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.code === 404);
