import type { PageProps } from '@storefront/shared/remotes';

/** Placeholder: replaced by the search feature. */
export default function SearchPage(_props: PageProps) {
  return null;
}
