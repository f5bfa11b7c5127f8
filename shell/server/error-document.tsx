/**
 * Pages the server writes without the app: the maintenance page (503) and the last-resort error page (500). They
 * render the blank layout from the shell's messages alone: no store, no api call, no remote, no script, so they
 * still answer when what they report (maintenance, a failing render) has taken the rest away.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  IntlRoot,
  LangProvider,
  intlLocale,
  isLocale,
  localeCookie,
  pickLocale,
  type Locale,
} from '@storefront/shared/i18n';
import type { Theme } from '@storefront/shared/config';
import { BlankLayout } from '../src/layout/blank-layout.tsx';
import { ErrorScreen } from '../src/errors/error-screen.tsx';
import { MaintenanceScreen } from '../src/errors/maintenance-screen.tsx';
import { BackendDownScreen } from '../src/errors/backend-down-screen.tsx';
import { documentHead, documentTail } from './document.ts';
import { documentText } from './document-gzip.ts';
import { shellMessages } from './messages.ts';
import { parseCookies } from '@storefront/shared/config';

/** What a maintenance answer asks clients to wait, in seconds ('Please try again in a few minutes.'). */
export const maintenanceRetryAfterSeconds = 300;
/** What a page answered while the api cannot be reached asks clients to wait: an outage, likely shorter. */
export const backendDownRetryAfterSeconds = 60;

export interface ErrorDocumentContext {
  theme: Theme;
  /** The shell's stylesheets (the blank layout's classes live there); no scripts are linked. */
  stylesheets: string[];
}

/** The request's language: from its path, else the saved cookie, then Accept-Language (as the root redirect picks). */
export function requestLang(req: IncomingMessage): { lang: Locale; fromPath: boolean } {
  const first = (req.url ?? '/').split(/[?#]/)[0]?.split('/')[1];
  if (isLocale(first)) return { lang: first, fromPath: true };
  return {
    lang: pickLocale(parseCookies(req.headers.cookie)[localeCookie], req.headers['accept-language']),
    fromPath: false,
  };
}

const ignoreIntlErrors = () => undefined;

/** The whole document for one of the blank-layout screens, in `lang`. */
export function errorDocument(lang: Locale, screen: ReactNode, context: ErrorDocumentContext): string {
  const body = renderToString(
    <IntlRoot
      locale={intlLocale[lang]}
      defaultLocale={intlLocale.en}
      messages={shellMessages(lang)}
      onError={ignoreIntlErrors}
    >
      <LangProvider lang={lang}>
        <BlankLayout>{screen}</BlankLayout>
      </LangProvider>
    </IntlRoot>,
  );
  const head = documentHead({
    lang,
    theme: context.theme,
    shell: { scripts: [], preload: [], stylesheets: context.stylesheets, integrity: {} },
    page: { scripts: [], stylesheets: [], cssChunks: {} },
    head: {},
    origin: '',
  });
  return documentText(head) + body + documentTail();
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  screen: ReactNode,
  context: ErrorDocumentContext,
  headers: Record<string, string> = {},
) {
  const { lang, fromPath } = requestLang(req);
  let html: string;
  try {
    html = errorDocument(lang, screen, context);
  } catch (error: unknown) {
    // The screen itself failed: still the status and a sentence, never a stack.
    console.error('[shell] the error page failed to render:', error);
    html = 'An error occurred';
    headers = { ...headers, 'content-type': 'text/plain; charset=utf-8' };
  }
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(fromPath ? {} : { vary: 'Cookie, Accept-Language' }),
    ...headers,
  });
  res.end(html);
}

/** Maintenance mode: every page answers 503 with Retry-After and the maintenance screen (SPEC section 2). */
export function sendMaintenance(req: IncomingMessage, res: ServerResponse, context: ErrorDocumentContext): void {
  send(req, res, 503, <MaintenanceScreen />, context, { 'retry-after': String(maintenanceRetryAfterSeconds) });
}

/** A render that failed in the shell itself: 500 with the error screen, never a stack or an empty page. */
export function sendServerError(req: IncomingMessage, res: ServerResponse, context: ErrorDocumentContext): void {
  send(req, res, 500, <ErrorScreen />, context);
}

/**
 * The api could not be reached while the page rendered: 503 with Retry-After (never a 200 with empty data), in the
 * page's language, SPEC section 8's message for a refused backend as the detail; the caller logs it for the operator.
 */
export function sendBackendDown(req: IncomingMessage, res: ServerResponse, context: ErrorDocumentContext): void {
  send(req, res, 503, <BackendDownScreen />, context, { 'retry-after': String(backendDownRetryAfterSeconds) });
}
