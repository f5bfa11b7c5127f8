import type { PageProps } from '@storefront/shared/remotes';
import { CompareIcon } from '../saved-products/icons.tsx';
import { SavedListLink } from '../saved-products/saved-list-link.tsx';
import { compareList } from './compare-list.ts';

/** Header widget (exposed as ./CompareLink): the comparison link and how many products it holds. */
export default function CompareLink({ lang }: PageProps) {
  return (
    <SavedListLink
      list={compareList}
      to={`/${lang}/compare`}
      icon={<CompareIcon />}
      textId="catalog.compare.linkText"
      labelId="catalog.compare.linkLabel"
      testId="catalog-compare-count"
    />
  );
}
