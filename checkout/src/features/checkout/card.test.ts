// Card checks of the payment step: Luhn, grouping as typed, expiry not past, CVV 3-4 digits.
import { cardCvv, cardExpiry, cardNumber, formatCardNumber, formatExpiry, luhn } from './card.ts';

test('the Luhn rule accepts the test cards and rejects a changed digit', () => {
  expect(luhn('4242424242424242')).toBe(true);
  expect(luhn('5555555555554444')).toBe(true);
  expect(luhn('4000000000000002')).toBe(true);
  expect(luhn('4242424242424241')).toBe(false);
  expect(luhn('')).toBe(false);
});

test('the number is grouped as typed, American Express 4-6-5', () => {
  expect(formatCardNumber('4242')).toBe('4242');
  expect(formatCardNumber('42424')).toBe('4242 4');
  expect(formatCardNumber('4242-4242 4242 4242')).toBe('4242 4242 4242 4242');
  expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
});

test('the card number rule', () => {
  expect(cardNumber()('', {})).toBeUndefined();
  expect(cardNumber()('4242 4242 4242 4242', {})).toBeUndefined();
  expect(cardNumber()('4242 4242 4242 4241', {})).toEqual({ id: 'checkout.card.numberInvalid' });
  expect(cardNumber()('4242', {})).toEqual({ id: 'checkout.card.numberInvalid' });
});

test('expiry as MM/YY, not before this month', () => {
  const now = () => new Date(2026, 10, 25);
  expect(formatExpiry('1')).toBe('1');
  expect(formatExpiry('1226')).toBe('12/26');
  expect(cardExpiry(now)('11/26', {})).toBeUndefined();
  expect(cardExpiry(now)('10/26', {})).toEqual({ id: 'checkout.card.expired' });
  expect(cardExpiry(now)('01/30', {})).toBeUndefined();
  expect(cardExpiry(now)('13/30', {})).toEqual({ id: 'checkout.card.expiryFormat' });
  expect(cardExpiry(now)('1/30', {})).toEqual({ id: 'checkout.card.expiryFormat' });
});

test('CVV has 3 or 4 digits', () => {
  expect(cardCvv()('123', {})).toBeUndefined();
  expect(cardCvv()('1234', {})).toBeUndefined();
  expect(cardCvv()('12', {})).toEqual({ id: 'checkout.card.cvvInvalid' });
  expect(cardCvv()('12a', {})).toEqual({ id: 'checkout.card.cvvInvalid' });
});
