import { SaveButton, type SaveButtonProps } from '../saved-products/save-button.tsx';
import { compareList } from './compare-list.ts';

/** Adds a product to the comparison or takes it out; when four are there already it says so instead of adding. */
export function CompareButton(props: SaveButtonProps) {
  return <SaveButton {...props} list={compareList} kind="compare" />;
}
