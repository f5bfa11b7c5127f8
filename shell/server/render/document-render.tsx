/**
 * The document of a page: its head (shell styles, the rendered remotes' inlined CSS, head tags), the data the
 * browser hydrates with, and the React tree rendered into it: streamed as soon as the shell is ready (a personal
 * page), or whole once every slot has settled (a shared page, which is cached and hashed for its policy).
 */
import { PassThrough, type Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { StaticHandlerContext } from 'react-router';
import type { Locale } from '@storefront/shared/i18n';
import type { PageHead } from '@storefront/shared/remotes';
import { KeptMarkupProvider, type KeptMarkup } from '@storefront/shared/ui';
import { api as sharedApi } from '@storefront/shared/api';
import type { RootState } from '@storefront/shared/store';
import { App } from '../../src/app/app.tsx';
import { pageAlternates, pageDataGlobal, type PageData } from '../../src/app/page-data.ts';
import type { Registry } from '../../src/federation/registry.ts';
import type { ServerConfig } from '../config.ts';
import { assetsFor, browserEntries, browserIntegrity } from '../federation.ts';
import { bootstrapScripts, documentHead, documentTail, starterFiles, type ShellAssets } from '../document.ts';
import { documentText, sharedText, SharedText, type DocumentPiece } from '../document-gzip.ts';
import { readStyles } from '../remote-styles.ts';
import { shellMessages, withShopDescription } from '../messages.ts';
import { readVisitor } from '../visitor.ts';
import { personalStateScript, starterScript, type ScriptText } from './inline-scripts.ts';
import type { KeptMarkupRender } from './kept-markup.ts';
import { pageDataJson, pageDataPieces } from './page-data-json.ts';
import { StaticShellRouter, staticRouting } from './static-router.tsx';
import type { PageState } from './page-state.ts';

export interface DocumentInput {
  state: PageState;
  registry: Registry;
  config: ServerConfig;
  shellAssets: ShellAssets;
  lang: Locale;
  url: URL;
  head: PageHead;
  origin: string;
  /** The visitor's country (a CDN's header, or the client's address with GEOIP=on): the country notice's. */
  visitorCountry: string | undefined;
  /** The request's cookies: a personal page reads the consent and notice state in them; a shared page never does. */
  cookies: Record<string, string>;
  shared: boolean;
  /** The page's scripts start on the first sign of use: a shared page (ADR 0502), a personal one so flagged (ADR 0504). */
  startOnUse: boolean;
}

/**
 * The store's state as a shared page inlines it: each query's request id and times are the render's, not the page's,
 * so they are written as fixed values and two renders of the same data are the same bytes (no endpoint refetches by
 * age). The fulfilled time must not be 0: RTK Query counts a query without a truthy `fulfilledTimeStamp` as never
 * fulfilled and fetches it again when a component subscribes, which re-rendered the whole page after hydration.
 * A personal page keeps them as they are.
 */
export function stableState(state: RootState): RootState {
  const api = state[sharedApi.reducerPath];
  const queries = Object.fromEntries(
    Object.entries(api.queries)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, query]) => [key, query && fixedStamps(key, query)]),
  );
  // Queries finish in any order, and the cache's maps keep the order they were filled in: sorted, two renders of
  // the same data write the same bytes.
  return { ...state, [sharedApi.reducerPath]: { ...api, queries, provided: sortedKeys(api.provided) } };
}

/** A copy of plain objects (deeply) with their keys in sorted order; arrays and values as they are. */
function sortedKeys<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  ) as T;
}

function fixedStamps<Q extends { requestId?: string; startedTimeStamp?: number; fulfilledTimeStamp?: number }>(
  key: string,
  query: Q,
): Q {
  if (query.requestId === undefined) return query;
  const fulfilled = query.fulfilledTimeStamp === undefined ? {} : { fulfilledTimeStamp: 1 };
  return { ...query, requestId: `ssr:${key}`, startedTimeStamp: 0, ...fulfilled };
}

export interface DocumentParts {
  /** Everything up to the app's root element. */
  head: readonly DocumentPiece[];
  /** The inline scripts `head` runs (a shared page's cookie marks): its policy allows them by hash. */
  headScripts: readonly string[];
  pageData: PageData;
  /** A shared page, rendered for every guest (ADR 0600); else a personal one, rendered with the shopper's session. */
  shared: boolean;
  /** Its scripts start at the shopper's first sign of use (a shared page, ADR 0502; a personal one, ADR 0504). */
  startOnUse: boolean;
  /** The remote files the page's rendered modules run (entries, expose chunks): fetched ahead when it waits for use. */
  remoteScripts: readonly string[];
  /** The router's state for the page's URL. */
  routing: StaticHandlerContext;
}

/**
 * Head and page data. A shared page is rendered as for a first visit with no cookie (the banner in, the notice for the
 * visitor's country in) plus the head script that hides what this shopper's cookies already answered.
 */
export async function documentParts(input: DocumentInput): Promise<DocumentParts> {
  const { config, lang } = input;
  const modules = [...input.state.rendered];
  // Reads the page's remotes' manifests first, so the entries below come from them.
  const assets = await assetsFor(modules, input.registry, lang);
  const styles = await readStyles(assets.stylesheets, config.remoteBudgetMs);
  const entries = browserEntries(input.registry);
  const visitor = readVisitor(input.visitorCountry, input.shared ? {} : input.cookies, config.shop.country, lang);
  const pageData: PageData = {
    lang,
    messages: shellMessages(lang),
    state: input.shared ? stableState(input.state.store.getState()) : input.state.store.getState(),
    entries,
    integrity: browserIntegrity(input.registry, entries),
    config: config.shop,
    modules,
    alternates: pageAlternates(input.url.pathname, input.head.alternates),
    visitor,
  };
  const sharedState = input.shared
    ? { script: personalStateScript, visitorCountry: visitor.countryNotice?.visitor }
    : undefined;
  const head = documentHead({
    lang,
    theme: config.shop.theme,
    shell: input.shellAssets,
    page: assets,
    styles,
    head: withShopDescription(input.head, lang),
    origin: input.origin,
    sharedState,
    forms: !input.shared,
    startOnUse: input.startOnUse,
  });
  const routing = staticRouting(input.url);
  return {
    head,
    // The head's inline scripts, as `documentHead` writes them: the policy allows these by hash.
    headScripts: sharedState ? [sharedState.script] : [],
    pageData,
    shared: input.shared,
    startOnUse: input.startOnUse,
    remoteScripts: assets.scripts,
    routing,
  };
}

export interface BodyInput {
  state: PageState;
  parts: DocumentParts;
  url: URL;
  config: ServerConfig;
  shellAssets: ShellAssets;
  /** A personal page's nonce; a shared page has none (its scripts are allowed by hash). */
  nonce?: string;
  /** Insides of elements kept across renders (a shared page's whole render only): `kept-markup.ts`. */
  kept?: KeptMarkupRender;
}

export interface BodyHandlers {
  /** The tree can be written: pipe it (React ends `into` when the tree is done). */
  onReady(pipe: (into: Writable) => void): void;
  /** The shell itself failed: nothing was written. */
  onShellError(error: unknown): void;
}

/** The page's React tree, as the browser hydrates it. */
function pageTree({ state, parts, config }: BodyInput, kept: KeptMarkup | null = null) {
  return (
    <StaticShellRouter context={parts.routing}>
      <KeptMarkupProvider value={kept}>
        <App
          store={state.store}
          bus={state.bus}
          loader={state.loader}
          lang={parts.pageData.lang}
          messages={parts.pageData.messages}
          config={config.shop}
          alternates={parts.pageData.alternates}
          visitor={parts.pageData.visitor}
        />
      </KeptMarkupProvider>
    </StaticShellRouter>
  );
}

/** What follows the starter: the same on every page (shared, so its few bytes cost no deflate of their own). */
const documentEnd = new SharedText(`</script>${documentTail()}`);

/**
 * The page's starter: the same text for every page of a kind, shared (`sharedText`, named by its files and options).
 * A shared page's waits for a sign of use and fetches its files ahead (ADR 0502). A personal page's runs with its
 * nonce: one that waits for a sign of use (ADR 0504) adds the shell's preloads and scripts then, and fetches ahead what
 * its start will run, the forms' files too; one that starts at once has them preloaded by its head already and adds
 * only the scripts.
 */
function starterOf({ parts, shellAssets }: Pick<BodyInput, 'parts' | 'shellAssets'>): SharedText {
  const [files, options]: Parameters<typeof starterScript> = parts.shared
    ? [starterFiles(shellAssets, parts.remoteScripts), {}]
    : parts.startOnUse
      ? [starterFiles(shellAssets, parts.remoteScripts, { forms: true }), { personal: true }]
      : [{ preload: [], scripts: starterFiles(shellAssets).scripts }, { atOnce: true }];
  return sharedText(`starter ${JSON.stringify([files, options])}`, () => starterScript(files, options));
}

const dataOpening = `window.${pageDataGlobal}=`;
const pageDataScript = (parts: DocumentParts) =>
  `${dataOpening}${pageDataJson(parts.pageData, { shared: parts.shared })};`;

/**
 * Renders the React tree; `whole` waits for every slot (a shared page), otherwise it is ready with the shell. Slots
 * still pending at the render budget are left to the browser. `failed()` tells whether any slot fell back.
 */
export function renderBody(input: BodyInput, whole: boolean, handlers: BodyHandlers): { failed(): boolean } {
  const { parts } = input;
  let failed = false;
  const stream = renderToPipeableStream(pageTree(input), {
    nonce: input.nonce,
    // A shared page streamed here has a region left to the browser: it starts at once. A personal page ends with the
    // starter, which holds what the shopper presses or types before hydration (a sign-in submitted early is played,
    // never sent natively), and starts at once or on the first sign of use (ADR 0504).
    bootstrapScriptContent: parts.shared ? pageDataScript(parts) : `${pageDataScript(parts)}${starterOf(input).text}`,
    // Page data is prefetched, so a page renders at once: keep large slots inline rather than
    // outlined behind a script, so the HTML reads complete before any script runs.
    progressiveChunkSize: 1 << 30,
    bootstrapScripts: parts.shared ? bootstrapScripts(input.shellAssets) : [],
    onShellReady() {
      if (!whole) handlers.onReady((into) => stream.pipe(into));
    },
    onAllReady() {
      if (whole) handlers.onReady((into) => stream.pipe(into));
    },
    onShellError(error) {
      handlers.onShellError(error);
    },
    onError(error) {
      // A remote that failed on the server falls back to its slot's loading state; the browser renders it.
      if (!failed) console.warn('[ssr]', error instanceof Error ? error.message.split('\n')[0] : error);
      failed = true;
    },
  });
  setTimeout(() => stream.abort(new Error('render budget exceeded')), input.config.renderBudgetMs).unref();
  return { failed: () => failed };
}

/** A Suspense boundary React left for the browser to render (something in it suspended or threw). */
const clientRenderedBoundary = '<!--$!-->';

/**
 * The whole document in one synchronous pass, when nothing in the tree waits: the page's modules and data are loaded
 * before the render (prefetchData), so a healthy page, shared or personal, never suspends. React's string renderer
 * builds the HTML from strings, where the streaming one encodes every small chunk into bytes (a sixth of an uncached
 * render's CPU).
 * The same markup as the stream's, plus the scripts written here: a shared page's starter, which adds them at the
 * shopper's first sign of use (ADR 0502), else the bootstrap scripts (the head already preloads them). Null when a
 * boundary was left to the browser: the streaming render then decides, as for any page, and the browser starts at
 * once (it has a region to render). With `input.kept`, the elements `Kept` marks are written from their kept insides,
 * or rendered and kept for the next render (`kept-markup.ts`).
 */
export function renderWholeAtOnce(input: BodyInput): WholeDocument | null {
  const rendered = renderToString(pageTree(input, input.kept));
  if (rendered.includes(clientRenderedBoundary)) return null;
  const body = input.kept ? input.kept.finish(rendered) : rendered;
  const nonce = input.nonce ? ` nonce="${input.nonce}"` : '';
  // The data's large shared parts stay pieces of their own, compressed once for every page that carries them.
  const dataPieces = pageDataPieces(input.parts.pageData, { shared: input.parts.shared });
  const starter = starterOf(input);
  const pieces = [
    ...input.parts.head,
    `${body}<script${nonce}>${dataOpening}`,
    ...dataPieces,
    `;</script><script${nonce}>`,
    starter,
    documentEnd,
  ];
  return {
    html: documentText(pieces),
    pieces,
    // The data's hash reads its shared parts once for all renders that carry them (`piecesHash`).
    scripts: { common: [...input.parts.headScripts, starter.text], own: [[dataOpening, ...dataPieces, ';']] },
  };
}

/**
 * A document rendered whole, and the inline scripts the shell wrote into it: those the head and a kind of page share
 * (`common`), and the page's own (its data). A shared page's policy allows exactly these (`scriptSources`).
 */
export interface WholeDocument {
  html: string;
  /** The same text in pieces: the starter and the head's CSS are shared with other pages (`gzipDocument`). */
  pieces: readonly DocumentPiece[];
  scripts: { common: readonly string[]; own: readonly ScriptText[] };
}

/** The whole document as one string (a shared page); rejects when the shell failed. */
export function renderWhole(input: BodyInput): Promise<WholeDocument & { failed: boolean }> {
  const atOnce = renderWholeAtOnce(input);
  if (atOnce !== null) return Promise.resolve({ ...atOnce, failed: false });
  return new Promise((resolve, reject) => {
    const body = renderBody(input, true, {
      onReady(pipe) {
        // React writes bytes: they are kept as they come and decoded once at the end, not chunk by chunk.
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          const pieces = [...input.parts.head, Buffer.concat(chunks).toString('utf8') + documentTail()];
          // A shared page streamed writes its data as React's bootstrap script; the shell's scripts are files.
          const scripts = { common: input.parts.headScripts, own: [pageDataScript(input.parts)] };
          resolve({ html: documentText(pieces), pieces, scripts, failed: body.failed() });
        });
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}
