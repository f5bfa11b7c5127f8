import type { PageProps } from '@storefront/shared/remotes';
import { HeartIcon } from '../saved-products/icons.tsx';
import { SavedListLink } from '../saved-products/saved-list-link.tsx';
import { wishlist } from './wishlist-list.ts';

/** Header widget (exposed as ./WishlistLink): the wishlist link and how many products it holds. */
export default function WishlistLink({ lang }: PageProps) {
  return (
    <SavedListLink
      list={wishlist}
      to={`/${lang}/wishlist`}
      icon={<HeartIcon />}
      textId="catalog.wishlist.title"
      labelId="catalog.wishlist.linkLabel"
      testId="catalog-wishlist-count"
    />
  );
}
