/**
 * How far the cart is from free shipping where it goes: the destination's threshold (150,00 EUR to Italy; none
 * elsewhere) and any brand rule there (one brand's products from 100 EUR), from the api's shipping estimate.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Cart } from '@storefront/shared/schemas';
import styles from './cart.module.css';

export function FreeShipping({ cart }: { cart: Pick<Cart, 'shipping_estimate' | 'subtotals'> }) {
  const intl = useIntl();
  const id = useId();
  const estimate = cart.shipping_estimate;
  if (!estimate) return null;
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'EUR' });
  const country = estimate.country.name;
  const products = cart.subtotals.products.amount;
  const threshold = estimate.free_from;
  return (
    <div className={styles.freeShipping} data-testid="checkout-free-shipping">
      {threshold !== null && products < threshold && (
        <>
          <p id={`${id}-threshold`}>
            <FormattedMessage
              id="checkout.cart.freeShippingRemaining"
              values={{ amount: money(threshold - products), threshold: money(threshold), country }}
            />
          </p>
          <progress className={styles.progress} max={threshold} value={products} aria-labelledby={`${id}-threshold`} />
        </>
      )}
      {threshold !== null && products >= threshold && (
        <p className={styles.reached}>
          <FormattedMessage id="checkout.cart.freeShippingReached" values={{ country }} />
        </p>
      )}
      {estimate.brands.map((brand) => (
        <p key={brand.id_manufacturer} className={brand.products_total >= brand.free_from ? styles.reached : undefined}>
          <FormattedMessage
            id={
              brand.products_total >= brand.free_from
                ? 'checkout.cart.brandFreeShippingReached'
                : 'checkout.cart.brandFreeShippingRemaining'
            }
            values={{
              brand: brand.name,
              country,
              threshold: money(brand.free_from),
              amount: money(brand.free_from - brand.products_total),
            }}
          />
        </p>
      ))}
    </div>
  );
}
