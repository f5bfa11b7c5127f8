import type { PageProps } from '@storefront/shared/remotes';

/** Placeholder: replaced by the brands feature. */
export default function BrandPage(_props: PageProps) {
  return null;
}
