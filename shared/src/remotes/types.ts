/** The contract between the shell and a remote's exposed page or widget module. */
import type { ComponentType } from 'react';
import type { AppStore } from '../store/index.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Messages } from '../i18n/remote-intl.tsx';
import type { CartAdded } from '../events/index.ts';

export type RemoteName = 'catalog' | 'checkout' | 'account';

export interface RemoteRef {
  remote: RemoteName;
  /** The exposed key without './' (e.g. 'ProductPage'). */
  module: string;
}

/** Props every page gets from the shell's router. */
export interface PageProps {
  lang: Locale;
  params: Record<string, string>;
}

/**
 * Checkout's header mini cart (`./MiniCart`). The shell mounts it only once this tab adds to the cart, so a page
 * without an add fetches nothing of checkout; `opening` is that first add, which the widget opens on (it was not
 * there to hear the event), and `returnFocus` the element focus goes back to when it closes.
 */
export interface MiniCartProps extends PageProps {
  opening?: { added: CartAdded; returnFocus: HTMLElement | null };
}

export interface PrefetchContext {
  store: AppStore;
  /** The shop's public origin as the shopper reached it (for canonical URLs and structured data). */
  origin: string;
  lang: Locale;
  params: Record<string, string>;
  query: URLSearchParams;
}

/** What a page puts in the document's <head> (the server writes it; crawlers read it before any script). */
export interface PageHead {
  title?: string;
  description?: string;
  /** Absolute path of the canonical URL (the server adds the origin). */
  canonical?: string;
  /** hreflang → path of the same page in each language. */
  alternates?: Record<string, string>;
  /** Structured data (schema.org), serialized safely into <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>;
}

/** A page that lives at another URL: the server answers with this redirect instead of rendering. */
export interface PageRedirect {
  /** A path on this shop, with its query; the shell refuses anything that would leave the shop. */
  to: string;
  /** 301 when the URL is for good (a product's canonical slug), 302 when it is for now. */
  status: 301 | 302;
}

export interface PrefetchResult {
  /** 404 when the thing the page shows does not exist; the server answers with it. */
  status?: number;
  head?: PageHead;
  /** The page asked for lives elsewhere (a product or category under a slug that is not its own). */
  redirect?: PageRedirect;
}

/** What every exposed module exports. */
export interface RemoteModule<P = PageProps> {
  default: ComponentType<P>;
  /** This remote's messages for one language (its own namespace only), loaded lazily. */
  loadMessages(lang: Locale): Promise<Messages>;
  /** How to fill a per-request store before the server renders the page. */
  prefetch?(context: PrefetchContext): Promise<PrefetchResult | void>;
}

export interface LoadedRemote<P = PageProps> {
  module: RemoteModule<P>;
  messages: Messages;
}

/** Loads remote modules for the shell (browser or server); one instance per page load or request. */
export interface RemoteLoader {
  /** The same promise for the same module and language until `reset`. */
  load<P>(ref: RemoteRef, lang: Locale): Promise<LoadedRemote<P>>;
  /** Forget a failed load so a retry loads again. */
  reset(ref: RemoteRef): void;
  /**
   * A slot's error boundary caught `error` (its load's failure, or its render's): the shell's loader tells which and
   * reports it (shell/src/federation/slot-reports.ts). Absent where nothing is reported (a remote run alone).
   */
  caught?(ref: RemoteRef, error: unknown): void;
}

export const refKey = (ref: RemoteRef): string => `${ref.remote}/${ref.module}`;
