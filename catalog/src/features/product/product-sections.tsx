/** Below the buy box: description, additional information and reviews, each a landmark-free section with a heading. */
import { FormattedMessage } from 'react-intl';
import type { ProductDetail } from '@storefront/shared/schemas';
import { useGetProductReviewsQuery } from '../../api/product-api.ts';
import styles from './product-sections.module.css';

/** product_info (brand, reference, condition...) then the features it does not already name. */
export function additionalInformation(
  product: Pick<ProductDetail, 'product_info' | 'features'>,
): { name: string; value: string }[] {
  const named = new Set(product.product_info.map((item) => item.name));
  return [...product.product_info, ...product.features.filter((feature) => !named.has(feature.name))];
}

export function ProductSections({ product }: { product: ProductDetail }) {
  const info = additionalInformation(product);
  return (
    <div className={styles.sections}>
      <section aria-labelledby="catalog-product-description" className={styles.section}>
        <h2 id="catalog-product-description" className={styles.heading}>
          <FormattedMessage id="catalog.product.description" />
        </h2>
        {/* The api sanitises descriptions (api/src/domain/sanitize.ts). */}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: product.description }} />
      </section>
      {info.length > 0 && (
        <section aria-labelledby="catalog-product-information" className={styles.section}>
          <h2 id="catalog-product-information" className={styles.heading}>
            <FormattedMessage id="catalog.product.information" />
          </h2>
          <dl className={styles.facts}>
            {info.map((item) => (
              <div key={item.name} className={styles.fact}>
                <dt>{item.name}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <Reviews productId={product.id_product} />
    </div>
  );
}

function Reviews({ productId }: { productId: number }) {
  const { data: reviews } = useGetProductReviewsQuery({ id_product: productId });
  return (
    <section aria-labelledby="catalog-product-reviews" className={styles.section}>
      <h2 id="catalog-product-reviews" className={styles.heading}>
        <FormattedMessage id="catalog.reviews.heading" values={{ count: reviews?.length ?? 0 }} />
      </h2>
      {reviews && reviews.length > 0 ? (
        <ul className={styles.reviews}>
          {reviews.map((review) => (
            <li key={review.id}>
              <article>
                <h3 className={styles.reviewTitle}>{review.title}</h3>
                <p className={styles.muted}>
                  <FormattedMessage
                    id="catalog.reviews.byline"
                    values={{ author: review.author, rating: review.rating }}
                  />
                </p>
                <p>{review.text}</p>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="catalog.reviews.empty" />
        </p>
      )}
    </section>
  );
}
