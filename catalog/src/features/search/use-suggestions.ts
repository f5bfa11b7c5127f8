/**
 * Suggestions for what is being typed: asked once the typing pauses, and only for the newest phrase. A request for
 * an older phrase is aborted when a newer one is sent, and the hook reads the cache entry of the newest phrase only,
 * so a late answer for an old phrase can never replace the suggestions of a newer one.
 */
import { useEffect, useRef } from 'react';
import type { SearchSuggestions } from '@storefront/shared/schemas';
import { suggestionsRequest, useLazySearchQuery } from '../../api/search-api.ts';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;
/** One letter matches half the shop; suggestions start with the second. */
export const MIN_PHRASE_LENGTH = 2;

export interface Suggestion {
  kind: 'product' | 'category';
  id: number;
  name: string;
  link: string;
  price?: string;
  imageUrl?: string;
}

export interface SuggestionsState {
  products: Suggestion[];
  categories: Suggestion[];
  /** An answer for the newest phrase is on its way. */
  loading: boolean;
}

const fromAnswer = (answer: SearchSuggestions) => ({
  products: answer.products.map((p): Suggestion => ({
    kind: 'product',
    id: p.id_product,
    name: p.name,
    link: p.link,
    price: p.price,
    imageUrl: p.image_url,
  })),
  categories: answer.categories.map((c): Suggestion => ({
    kind: 'category',
    id: c.id_category,
    name: c.name,
    link: c.link,
  })),
});

const none: SuggestionsState = { products: [], categories: [], loading: false };

export function useSuggestions(text: string): SuggestionsState {
  const phrase = text.trim();
  const [trigger, result, { lastArg }] = useLazySearchQuery();
  const inFlight = useRef<{ abort(): void } | null>(null);

  useEffect(() => {
    if (phrase.length < MIN_PHRASE_LENGTH) return undefined;
    const timer = setTimeout(() => {
      inFlight.current?.abort();
      // preferCacheValue: typing back to an earlier phrase reuses its answer instead of asking again.
      inFlight.current = trigger(suggestionsRequest(phrase), true);
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phrase, trigger]);

  // Leaving the page mid-request: nobody waits for that answer any more.
  useEffect(() => () => inFlight.current?.abort(), []);

  if (phrase.length < MIN_PHRASE_LENGTH) return none;
  // `data` is the newest phrase's answer, or while that is on its way the last one shown (never a late older one).
  const answer = result.data?.kind === 'suggestions' ? result.data : undefined;
  const loading = result.isFetching || lastArg?.s !== phrase;
  if (!answer) return { ...none, loading };
  return { ...fromAnswer(answer), loading };
}
