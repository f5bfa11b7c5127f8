/**
 * The base query every endpoint uses: POSTs `{call}` to the api, unwraps the `{ success, code, psdata, message }`
 * envelope, and turns every failure into an ApiError with a message id from the catalogues.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Envelope } from '../schemas/envelope.ts';
import { isRefusalReason } from '../schemas/refusals.ts';
import type { Locale } from '../i18n/locales.ts';
import type { EventBus } from '../events/index.ts';
import { mergeSetCookies } from './cookie-jar.ts';
import {
  badReplyKind,
  errorMessageIds,
  sharedRefusalMessages,
  fetchFailureMessageIds,
  middlewareDownText,
  rejectedFetchKind,
  sdkErrorText,
  type ApiError,
} from './errors.ts';

/** What the store carries for its thunks: where the api is, in which language, and (on the server) whose cookie. */
export interface StoreExtra {
  /** '/api' in the browser; an absolute URL on the server. */
  apiBaseUrl: string;
  /**
   * Where content calls go (getContent: SPEC section 7's second client with its own base URL): '/cms' in the
   * browser, an absolute URL on the server. Without it they go to `apiBaseUrl`.
   */
  contentBaseUrl?: string;
  lang: Locale;
  /** The bus to publish on (the browser's; the server's is in-process and unheard). */
  bus: EventBus;
  /**
   * Server only: the shopper's Cookie header, forwarded so private pages render that shopper's data; sent only to the
   * api base's origin (a content base elsewhere never sees it).
   */
  cookie?: string;
  /** Server only: Set-Cookie values the api (the api base's origin, as for `cookie`) answered with, passed on to the browser. */
  onSetCookie?: (values: string[]) => void;
  /**
   * Called when the api answers 503: the shop is in maintenance (SPEC sections 4 and 9, 'Maintenance triggers on
   * status 503'). The shell shows the maintenance screen (the server answers the page with it, the browser swaps it in).
   */
  onUnavailable?: () => void;
  /**
   * Browser only: called when a call's fetch rejects as a network error (no reply at all: offline, the connection
   * dropped), with whether it was a query (data a page reads) or a mutation (an action). The shell tells from it
   * whether a page could not load because the shopper is offline (ADR 0017).
   */
  onNetworkError?: (type: 'query' | 'mutation') => void;
  /** Server only: the fetch to call the api with (the shell's server answers public calls from its own cache). */
  fetch?: typeof fetch;
}

export interface ApiRequest {
  call: string;
  body?: unknown;
  method?: 'POST' | 'GET';
  /** 'content' sends the call to the content base URL (getContent). */
  base?: 'api' | 'content';
}

const originOf = (url: string): string => new URL(url, 'http://relative.invalid').origin;

/** Whether `baseUrl` is on the api base's origin: only there does the shopper's cookie go, and from there come cookies. */
const onApiOrigin = (baseUrl: string, apiBaseUrl: string): boolean => {
  // An api call (all but content's): the same base, no address to parse.
  if (baseUrl === apiBaseUrl) return true;
  try {
    return originOf(baseUrl) === originOf(apiBaseUrl);
  } catch {
    return false;
  }
};

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';

export const envelopeBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api) => {
  const extra = api.extra as StoreExtra;
  const method = request.method ?? 'POST';
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': extra.lang };
  if (method === 'POST') headers['content-type'] = 'application/json';
  const baseUrl = request.base === 'content' ? (extra.contentBaseUrl ?? extra.apiBaseUrl) : extra.apiBaseUrl;
  const ownApi = onApiOrigin(baseUrl, extra.apiBaseUrl);
  if (extra.cookie && ownApi) headers.cookie = extra.cookie;
  let response: Response;
  try {
    response = await (extra.fetch ?? fetch)(`${baseUrl}/${request.call}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
      credentials: 'include',
      signal: api.signal,
    });
  } catch (cause) {
    const kind = rejectedFetchKind(cause, api.signal);
    if (kind === 'network') extra.onNetworkError?.(api.type);
    return {
      error: {
        kind,
        message: kind === 'unreachable' ? middlewareDownText : kind,
        messageId: fetchFailureMessageIds[kind],
        psdata: String(cause),
      },
    };
  }
  if (extra.onSetCookie && ownApi) {
    const setCookie = response.headers.getSetCookie?.() ?? [];
    if (setCookie.length) {
      extra.onSetCookie(setCookie);
      // The calls after this one in the same render carry the session it opened, instead of each opening its own.
      extra.cookie = mergeSetCookies(extra.cookie, setCookie);
    }
  }
  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    envelope = undefined;
  }
  // The shop's maintenance (SPEC section 9); a database restarting answers 503 too, with a reason: try again.
  if (response.status === 503 && !(isEnvelope(envelope) && envelope.reason === 'service.busy')) extra.onUnavailable?.();
  if (!isEnvelope(envelope)) {
    const kind = badReplyKind(response.status);
    return {
      error: { kind, status: response.status, message: sdkErrorText, messageId: fetchFailureMessageIds[kind] },
    };
  }
  if (!envelope.success) {
    const { reason, field, values } = envelope;
    return {
      error: {
        kind: 'api',
        status: response.status,
        code: envelope.code,
        // A reason this build does not know (a newer api) is left out: the screen says its general sentence.
        ...(isRefusalReason(reason) ? { reason } : {}),
        ...(typeof field === 'string' ? { field } : {}),
        ...(values && typeof values === 'object' ? { values } : {}),
        message: envelope.message ?? sdkErrorText,
        messageId: (isRefusalReason(reason) && sharedRefusalMessages[reason]) || errorMessageIds.generic,
        psdata: envelope.psdata,
      },
    };
  }
  return { data: envelope.psdata };
};
