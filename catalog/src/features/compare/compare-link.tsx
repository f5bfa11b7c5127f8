import type { PageProps } from '@storefront/shared/remotes';

/** Placeholder: replaced by the compare feature. */
export default function CompareLink(_props: PageProps) {
  return null;
}
