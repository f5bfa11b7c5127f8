/**
 * What a saved list keeps of a product: its id and just enough to name and link it when the product can't be
 * read any more. Prices, pictures and stock are re-read from the api by id, so they are never stale.
 */
export interface SavedProduct {
  id: number;
  name: string;
  slug: string;
}

export const toSavedProduct = ({ id, name, slug }: SavedProduct): SavedProduct => ({ id, name, slug });
