import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import type { ProductDetail } from '@storefront/shared/schemas';
import { SalePrice, Skeleton } from '@storefront/shared/ui';
import type { SavedProduct } from '../saved-products/saved-product.ts';
import styles from './compare-table.module.css';

export interface CompareEntry {
  item: SavedProduct;
  /** The product as getProduct answers it; undefined while loading or when it is gone. */
  product?: ProductDetail;
  /** The shop no longer has this product. */
  gone?: boolean;
}

/** Feature names (composition, care, made in...) of every compared product, in the order they first appear. */
const featureNames = (entries: readonly CompareEntry[]) => [
  ...new Set(entries.flatMap((entry) => entry.product?.features.map((f) => f.name) ?? [])),
];

const groupValues = (product: ProductDetail, type: 'color' | 'select') =>
  product.groups.filter((group) => group.group_type === type).flatMap((group) => group.attributes);

function Values({ values }: { values: { key: number | string; content: ReactNode }[] }) {
  if (values.length === 0) return <FormattedMessage id="catalog.compare.notSpecified" />;
  return (
    <ul className={styles.values}>
      {values.map((value) => (
        <li key={value.key}>{value.content}</li>
      ))}
    </ul>
  );
}

/** Up to four products side by side: one column each, one row per thing a shopper weighs. */
export function CompareTable({
  entries,
  onRemove,
}: {
  entries: readonly CompareEntry[];
  onRemove: (item: SavedProduct) => void;
}) {
  const intl = useIntl();
  const lang = useLang();
  const row = (labelId: string, cell: (product: ProductDetail) => ReactNode, label?: string) => (
    <tr key={label ?? labelId}>
      <th scope="row" className={styles.rowHead}>
        {label ?? <FormattedMessage id={labelId} />}
      </th>
      {entries.map(({ item, product, gone }) => (
        <td key={item.id}>{product ? cell(product) : gone ? null : <Skeleton height="1.25rem" />}</td>
      ))}
    </tr>
  );
  return (
    <div className={styles.scroller} role="region" aria-labelledby="catalog-compare-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="catalog-compare-caption" className="visually-hidden">
          <FormattedMessage id="catalog.compare.caption" values={{ count: entries.length }} />
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {entries.map(({ item, product, gone }, index) => (
              <th key={item.id} scope="col">
                <div className={styles.product}>
                  {product ? (
                    <img
                      src={product.default_image.url}
                      alt=""
                      width={product.default_image.width}
                      height={product.default_image.height}
                      loading={index < 4 ? 'eager' : 'lazy'}
                      className={styles.image}
                    />
                  ) : (
                    !gone && <Skeleton height="15rem" style={{ maxWidth: '12rem' }} />
                  )}
                  <Link to={paths.product(lang, item.id, product?.link_rewrite ?? item.slug)}>
                    {product?.name ?? item.name}
                  </Link>
                  {gone && <FormattedMessage id="catalog.compare.gone" />}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row('catalog.compare.price', (product) => (
            <SalePrice
              value={product.price_amount}
              regular={product.regular_price_amount}
              discounted={product.has_discount}
              classNames={{ regular: styles.regular, discounted: styles.discounted }}
            />
          ))}
          {row(
            'catalog.compare.brand',
            (product) => product.manufacturer_name || <FormattedMessage id="catalog.compare.notSpecified" />,
          )}
          {row('catalog.compare.colours', (product) => (
            <Values
              values={groupValues(product, 'color').map((colour) => ({
                key: colour.id_attribute,
                content: (
                  <>
                    <span className={styles.swatch} style={{ background: colour.html_color_code }} aria-hidden="true" />
                    {colour.name}
                  </>
                ),
              }))}
            />
          ))}
          {row('catalog.compare.sizes', (product) => (
            <Values
              values={groupValues(product, 'select').map((size) => ({ key: size.id_attribute, content: size.name }))}
            />
          ))}
          {featureNames(entries).map((name) =>
            row(
              '',
              (product) =>
                product.features.find((feature) => feature.name === name)?.value ?? (
                  <FormattedMessage id="catalog.compare.notSpecified" />
                ),
              name,
            ),
          )}
          <tr>
            <td />
            {entries.map(({ item, product }) => (
              <td key={item.id}>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={intl.formatMessage(
                    { id: 'catalog.compare.removeNamed' },
                    { name: product?.name ?? item.name },
                  )}
                  onClick={() => onRemove(item)}
                >
                  <FormattedMessage id="catalog.compare.removeShort" />
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
