// The checkout's steps as data: their order, when each is reachable, and where a request for a step lands.
import type { Carrier } from '@storefront/shared/schemas';
import {
  firstIncomplete,
  isReachable,
  nextStep,
  outcomePath,
  previousStep,
  resolveStep,
  stepIds,
  stepPath,
  type FlowState,
} from './flow.ts';

const carrier = (selected: boolean) => ({ id_carrier: 1, selected }) as Carrier;
const withProducts = { products: [{}] } as FlowState['checkout']['cart'];
const state = (over: Partial<FlowState['checkout']> = {}, payment: FlowState['payment'] = null): FlowState => ({
  checkout: { email: null, delivery_address: null, carriers: [carrier(false)], cart: withProducts, ...over },
  payment,
});
const address = {} as NonNullable<FlowState['checkout']['delivery_address']>;

test('the steps and their order', () => {
  expect(stepIds).toEqual(['account', 'address', 'delivery', 'message', 'vouchers', 'payment', 'review']);
  expect(nextStep('account')).toBe('address');
  expect(nextStep('review')).toBeNull();
  expect(previousStep('address')).toBe('account');
  expect(previousStep('account')).toBeNull();
});

test('each step opens once the required ones before it are done; optional steps never block', () => {
  const fresh = state();
  expect(firstIncomplete(fresh)).toBe('account');
  expect(isReachable('account', fresh)).toBe(true);
  expect(isReachable('address', fresh)).toBe(false);
  const addressed = state({ email: 'a@b.example', delivery_address: address });
  expect(firstIncomplete(addressed)).toBe('delivery');
  expect(isReachable('message', addressed)).toBe(false);
  const shipped = state({ email: 'a@b.example', delivery_address: address, carriers: [carrier(true)] });
  expect(firstIncomplete(shipped)).toBe('payment');
  expect(isReachable('vouchers', shipped)).toBe(true);
  expect(isReachable('review', shipped)).toBe(false);
  const paid = state({ email: 'a@b.example', delivery_address: address, carriers: [carrier(true)] }, 'creditcard');
  expect(firstIncomplete(paid)).toBe('review');
  expect(isReachable('review', paid)).toBe(true);
});

test('a request lands on the cart, the asked step, or the first incomplete one', () => {
  expect(resolveStep('address', state({ cart: { products: [] } as unknown as FlowState['checkout']['cart'] }))).toEqual(
    { kind: 'cart' },
  );
  expect(resolveStep(undefined, state())).toEqual({ kind: 'step', step: 'account', redirect: true });
  expect(resolveStep('review', state({ email: 'a@b.example' }))).toEqual({
    kind: 'step',
    step: 'address',
    redirect: true,
  });
  expect(resolveStep('nonsense', state())).toEqual({ kind: 'step', step: 'account', redirect: true });
  expect(resolveStep('account', state({ email: 'a@b.example' }))).toEqual({
    kind: 'step',
    step: 'account',
    redirect: false,
  });
});

test('step and outcome URLs', () => {
  expect(stepPath('fr', 'delivery')).toBe('/fr/checkout/delivery');
  expect(outcomePath('it', 'success', { id_order: 7, key: 'a b' })).toBe('/it/checkout/success?id_order=7&key=a%20b');
  expect(outcomePath('en', 'failed')).toBe('/en/checkout/failed');
});
