import { callOfPath, mayBeReplayable, mayReplay } from './replay.ts';

const key = 'a'.repeat(16);

test('the call is the path’s last segment, without its query', () => {
  expect(callOfPath('/api/getCartItems')).toBe('getCartItems');
  expect(callOfPath('/cms/getContent?id=4')).toBe('getContent');
  expect(mayBeReplayable('/api/createAddress')).toBe(false);
  expect(mayBeReplayable('/api/createCartItem')).toBe(true);
});

test.each([
  ['/api/getProducts', '{"id_category":3}', true],
  ['/api/getProducts', undefined, true],
  ['/api/createCartItem', JSON.stringify({ id_product: 1, idempotency_key: key }), true],
  ['/api/createCartItem', JSON.stringify({ id_product: 1 }), false],
  ['/api/createCartItem', JSON.stringify({ idempotency_key: 'short' }), false],
  ['/api/createOrder', 'not json', false],
  ['/api/createOrder', 'null', false],
  ['/api/register', '{}', false],
  ['/api/login', '{}', false],
])('%s with %s may be sent again: %s', (path, body, expected) => {
  expect(mayReplay(path, body)).toBe(expected);
});
