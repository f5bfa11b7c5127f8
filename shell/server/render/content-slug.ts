/**
 * A slug without a language (`/about-us` shared or typed): only the content api tells a page from a typo, since the
 * generic content route matches nearly any word. A page it knows is sent on to its own path in the shopper's language
 * (one redirect, the query kept, like the root's); a slug it does not know stays the 404 it always was (never a
 * redirect to a page that is not found). When the api cannot say (down, a 5xx, a reply that is not an envelope), the
 * shopper goes to the slug under their language, whose content page then answers 503 like any content page, rather
 * than being told that a page which may exist is not there.
 */
import type { ContentPage, Envelope } from '@storefront/shared/schemas';
import { contentPath } from '../../src/content/content-head.ts';
import { localeRedirectTo } from '../../src/routing/routes.ts';
import { localeRedirectVary, type ContentSlugQuestion, type Decided } from './request.ts';

/** How long the question may take: a typed link is worth a short wait, not a hung request. */
export const contentSlugTimeoutMs = 5_000;

export async function routeContentSlug(
  question: ContentSlugQuestion,
  contentBaseUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<Decided> {
  const { slug, lang, search } = question;
  const sendOn = (to: string): Decided => ({ kind: 'redirect', to, status: 302, vary: localeRedirectVary });
  let reply: Envelope<ContentPage> | undefined;
  let status: number;
  try {
    const response = await fetchFn(`${contentBaseUrl}/getContent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': lang },
      body: JSON.stringify({ slug }),
      signal: AbortSignal.timeout(contentSlugTimeoutMs),
    });
    status = response.status;
    reply = (await response.json().catch(() => undefined)) as Envelope<ContentPage> | undefined;
  } catch {
    return sendOn(localeRedirectTo(lang, slug, search));
  }
  if (reply?.success === true && typeof reply.psdata?.links === 'object') {
    const own = contentPath(reply.psdata, lang);
    // Only a path of the shop is followed (as the content page's own redirect does).
    return sendOn(/^\/[^/\\]/.test(own) ? `${own}${search}` : localeRedirectTo(lang, slug, search));
  }
  if (status === 404 || reply?.code === 404) return question.notFound;
  return sendOn(localeRedirectTo(lang, slug, search));
}
