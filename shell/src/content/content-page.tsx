/**
 * Generic content page `/{lang}/{slug}` (help, contact, terms, guarantee, about): the shell's own page, matched last.
 * The server prefetches `getContent`, writes the page's <head>, answers 404 for an unknown slug, 503 when the content api
 * fails, and 301 for a slug that is not the page's own in this language; the body is the api's sanitized HTML, shown
 * as it comes (the server's config keeps the content base on the shop's own api, server and browser alike).
 */
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { isNotFound } from '@storefront/shared/api';
import { paths, useRouter } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import { NotFound, Skeleton } from '@storefront/shared/ui';
import { contentApi, useGetContentQuery } from './content-api.ts';
import { contentHead, contentPath, contentRedirect } from './content-head.ts';
import { ContactSection, contactPageId } from './contact-section.tsx';
import styles from './content-page.module.css';

export async function prefetch({ store, lang, params, query }: PrefetchContext): Promise<PrefetchResult | undefined> {
  const slug = params.slug ?? '';
  const page = await store.dispatch(contentApi.endpoints.getContent.initiate({ slug }));
  if (isNotFound(page.error)) return { status: 404 };
  // Down, a 5xx or a reply that is not an envelope: the page exists or not, nobody knows; not a 200 either way.
  if (!page.data) return { status: 503 };
  const redirect = contentRedirect(page.data, lang, paths.content(lang, slug), query);
  return redirect ? { redirect } : { head: contentHead(page.data, lang) };
}

export default function ContentPage({ lang, params }: PageProps) {
  const slug = params.slug ?? '';
  const { currentData: page, error } = useGetContentQuery({ slug });
  useOwnSlug(page ? contentPath(page, lang) : undefined);
  if (isNotFound(error)) return <NotFound path={paths.content(lang, slug)} />;
  if (!page) {
    return error ? (
      <p role="alert" className={styles.error}>
        <FormattedMessage id="shell.content.error" />
      </p>
    ) : (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="50%" height="2.25rem" />
        <Skeleton height="16rem" />
      </div>
    );
  }
  return (
    <article className={styles.page} aria-labelledby="shell-content-title">
      <title>{page.title}</title>
      <h1 id="shell-content-title" className={styles.title}>
        {page.title}
      </h1>
      {/* The api sanitizes content HTML (allow-listed tags and attributes, no scripts or handlers); the content base is
          always the api (readServerConfig refuses another origin). */}
      <div
        className={styles.body}
        data-testid="shell-content-body"
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
      {page.id === contactPageId && <ContactSection lang={lang} />}
    </article>
  );
}

/** After a client-side navigation under another language's slug, the URL becomes the page's own (the server 301s). */
function useOwnSlug(own: string | undefined) {
  const { pathname, search, navigate } = useRouter();
  const to = own && own !== pathname && /^\/[^/\\]/.test(own) ? `${own}${search}` : null;
  useEffect(() => {
    if (to !== null) navigate(to, { replace: true, preventScrollReset: true });
  }, [to, navigate]);
}
