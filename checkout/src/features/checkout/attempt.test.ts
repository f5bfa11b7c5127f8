// One idempotency key per checkout attempt: the same key until an order exists, then a new one; the guest's email
// outlives the attempt, the payment method does not.
import { endAttempt, idempotencyKey, readAttempt, rememberGuestEmail, rememberPayment } from './attempt.ts';

beforeEach(() => window.sessionStorage.clear());

test('the key is made once and repeated until an order exists', () => {
  const first = idempotencyKey();
  expect(first).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  expect(idempotencyKey()).toBe(first);
  endAttempt();
  const second = idempotencyKey();
  expect(second).not.toBe(first);
  expect(idempotencyKey()).toBe(second);
});

test('what the tab remembers, and what an ended attempt keeps', () => {
  rememberGuestEmail('anna@example.com');
  rememberPayment('paypal');
  idempotencyKey();
  expect(readAttempt()).toMatchObject({ guestEmail: 'anna@example.com', payment: 'paypal' });
  endAttempt();
  expect(readAttempt()).toEqual({ guestEmail: 'anna@example.com' });
});

test('unreadable storage is an empty attempt, not an error', () => {
  window.sessionStorage.setItem('checkout:attempt', '{not json');
  expect(readAttempt()).toEqual({});
  expect(idempotencyKey()).toMatch(/^co-/);
});
