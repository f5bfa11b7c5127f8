/** The sample page `/{lang}/sample`: a heading and its head, the least a page module of the shop provides. */
import { FormattedMessage } from 'react-intl';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';

export default function SamplePage(_props: PageProps) {
  return (
    <section aria-labelledby="sample-title">
      <h1 id="sample-title">
        <FormattedMessage id="sample.page.title" />
      </h1>
      <p>
        <FormattedMessage id="sample.page.intro" />
      </p>
    </section>
  );
}

/** Fills the server's store before it renders (dispatch your endpoints' `initiate` here) and answers the head. */
export async function prefetch({ lang }: PrefetchContext): Promise<PrefetchResult> {
  return { head: { canonical: `/${lang}/sample` } };
}
