import type { PageProps } from '@storefront/shared/remotes';

/** Placeholder: replaced by the wishlist feature. */
export default function WishlistPage(_props: PageProps) {
  return null;
}
