/**
 * What the api changed in the cart when it last read it (a quantity lowered to the stock, a sold-out line, a voucher
 * that no longer applies), in the shopper's language. Shown on the cart page and in the mini cart.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartNote } from '@storefront/shared/schemas';
import styles from './cart-notes.module.css';

const reasonIds: Record<Extract<CartNote, { type: 'voucher-removed' }>['reason'], string> = {
  inactive: 'checkout.vouchers.inactive',
  'not-yet-valid': 'checkout.vouchers.notYetValid',
  expired: 'checkout.vouchers.expired',
  'empty-cart': 'checkout.vouchers.emptyCart',
  minimum: 'checkout.vouchers.minimum',
};

function NoteText({ note }: { note: CartNote }) {
  const intl = useIntl();
  switch (note.type) {
    case 'quantity-lowered':
      return <FormattedMessage id="checkout.notes.lowered" values={{ name: note.name, quantity: note.quantity }} />;
    case 'sold-out':
      return <FormattedMessage id="checkout.notes.soldOut" values={{ name: note.name }} />;
    case 'voucher-removed':
      return (
        <>
          <FormattedMessage id="checkout.notes.voucherRemoved" values={{ code: note.code }} />{' '}
          <FormattedMessage
            id={reasonIds[note.reason]}
            values={{ amount: intl.formatNumber(note.minimum ?? 0, { style: 'currency', currency: 'EUR' }) }}
          />
        </>
      );
  }
}

export function CartNotes({ notes }: { notes: CartNote[] }) {
  if (notes.length === 0) return null;
  return (
    <div className={styles.notes} role="status" data-testid="checkout-cart-notes">
      <p className={styles.title}>
        <FormattedMessage id="checkout.notes.title" />
      </p>
      <ul>
        {notes.map((note, index) => (
          <li key={index}>
            <NoteText note={note} />
          </li>
        ))}
      </ul>
    </div>
  );
}
