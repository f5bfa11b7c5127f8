/** Size and colour pickers: a choice writes the group map into the URL, and the page re-prices through getProduct. */
import { useIntl } from 'react-intl';
import { useSetQuery } from '@storefront/shared/routing';
import type { ProductGroup } from '@storefront/shared/schemas';
import { selectionQuery, type GroupSelection } from './variant-query.ts';
import styles from './variant-pickers.module.css';

export interface VariantPickersProps {
  /** The groups of the combination shown (from getProduct). */
  groups: ProductGroup[];
  /** The choice in the URL while its combination loads, so the picked option looks picked at once. */
  pending?: GroupSelection;
}

export function VariantPickers({ groups, pending }: VariantPickersProps) {
  const intl = useIntl();
  const setQuery = useSetQuery();
  const unavailable = intl.formatMessage({ id: 'catalog.product.unavailable' });
  return (
    <div className={styles.pickers}>
      {groups.map((group) => {
        const chosen =
          pending?.[String(group.id_attribute_group)] ?? group.attributes.find((a) => a.selected)?.id_attribute;
        const chosenName = group.attributes.find((a) => a.id_attribute === chosen)?.name;
        return (
          <fieldset key={group.id_attribute_group} className={styles.picker}>
            <legend className={styles.legend}>
              {chosenName
                ? intl.formatMessage({ id: 'catalog.product.groupChosen' }, { group: group.name, value: chosenName })
                : group.name}
            </legend>
            <div className={styles.options}>
              {group.attributes.map((attribute) => {
                const checked = attribute.id_attribute === chosen;
                return (
                  <label
                    key={attribute.id_attribute}
                    className={[styles.option, checked && styles.selected, !attribute.available && styles.unavailable]
                      .filter(Boolean)
                      .join(' ')}
                    data-unavailable={attribute.available ? undefined : 'true'}
                  >
                    <input
                      type="radio"
                      className={styles.input}
                      name={`catalog-group-${group.id_attribute_group}`}
                      value={attribute.id_attribute}
                      checked={checked}
                      onChange={() =>
                        // Replace, not push: Back leaves the product instead of stepping through every size tried.
                        setQuery(selectionQuery(groups, group.id_attribute_group, attribute.id_attribute), {
                          replace: true,
                        })
                      }
                    />
                    {group.group_type === 'color' && (
                      <span
                        className={styles.swatch}
                        style={{ background: attribute.html_color_code }}
                        aria-hidden="true"
                      />
                    )}
                    <span>
                      {attribute.name}
                      {!attribute.available && <span className="visually-hidden"> ({unavailable})</span>}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
