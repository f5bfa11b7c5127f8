import { useIntl } from 'react-intl';
import type { ProductGroup } from '@storefront/shared/schemas';
import styles from './product-page.module.css';

export type GroupSelection = Record<string, number>;

/** Size and colour pickers; an attribute with no stock in the current selection is marked unavailable. */
export function VariantPickers({ groups, onChange }: { groups: ProductGroup[]; onChange: (group: number, attribute: number) => void }) {
  const intl = useIntl();
  return (
    <div className={styles.pickers}>
      {groups.map((group) => (
        <fieldset key={group.id_attribute_group} className={styles.picker}>
          <legend>{group.name}</legend>
          <div className={styles.options}>
            {group.attributes.map((attribute) => (
              <label
                key={attribute.id_attribute}
                className={[styles.option, attribute.selected ? styles.optionSelected : '', attribute.available ? '' : styles.optionUnavailable].join(' ')}
              >
                <input
                  type="radio"
                  className="visually-hidden"
                  name={`group-${group.id_attribute_group}`}
                  value={attribute.id_attribute}
                  checked={attribute.selected}
                  onChange={() => onChange(group.id_attribute_group, attribute.id_attribute)}
                />
                {group.group_type === 'color' && (
                  <span className={styles.swatch} style={{ background: attribute.html_color_code }} aria-hidden="true" />
                )}
                <span>
                  {attribute.name}
                  {!attribute.available && <span className="visually-hidden"> ({intl.formatMessage({ id: 'catalog.product.unavailable' })})</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
