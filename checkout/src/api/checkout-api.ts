/**
 * The checkout's calls (SPEC section 7): its picture of the checkout, addresses and invoice data, carriers, the
 * delivery message, gateways, and placing and following the order. Every change answers with what changed, which
 * goes straight into the cache, so a step never waits on a second read.
 */
import { api, sharedApi, type StoreExtra } from '@storefront/shared/api';
import type {
  AddOrEditDeliveryMessageRequest,
  Cart,
  Carrier,
  CheckoutData,
  CreateOrderData,
  CreateOrderRequest,
  DeliveryMessage,
  Gateway,
  OrderSummary,
  UpdateCheckoutAddressRequest,
  UpdateCheckoutCarrierRequest,
  UpdateOrderRequest,
  ValidateOrderData,
  ValidateOrderRequest,
} from '@storefront/shared/schemas';

export const checkoutApi = api.injectEndpoints({
  // On the long-lived server a new remote version must replace the old definitions.
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    getCheckout: build.query<CheckoutData, void>({
      query: () => ({ call: 'getCheckout', body: {} }),
      providesTags: ['Checkout'],
    }),
    updateCheckoutAddress: build.mutation<CheckoutData, UpdateCheckoutAddressRequest>({
      query: (body) => ({ call: 'updateCheckoutAddress', body }),
      // A new address may change the carriers; the reply is the whole checkout.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(checkoutApi.util.upsertQueryData('getCheckout', undefined, data));
          dispatch(checkoutApi.util.invalidateTags(['Address']));
          dispatch(checkoutApi.util.upsertQueryData('getCarriers', undefined, data.carriers));
        } catch {
          // The address step shows the failure.
        }
      },
    }),
    getCarriers: build.query<Carrier[], void>({
      query: () => ({ call: 'getCarriers', body: {} }),
      providesTags: ['Checkout'],
    }),
    updateCheckoutCarrier: build.mutation<Cart, UpdateCheckoutCarrierRequest>({
      query: (body) => ({ call: 'updateCheckoutCarrier', body }),
      async onQueryStarted({ id_carrier }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The choice and the totals with its shipping price, at once (no second read before the next step).
          dispatch(sharedApi.util.upsertQueryData('getCartItems', undefined, data));
          const choose = (carriers: Carrier[]) =>
            carriers.forEach((carrier) => {
              carrier.selected = carrier.id_carrier === id_carrier;
            });
          dispatch(
            checkoutApi.util.updateQueryData('getCheckout', undefined, (draft) => {
              choose(draft.carriers);
              draft.cart = data;
              draft.missing = draft.missing.filter((item) => item !== 'carrier');
            }),
          );
          dispatch(checkoutApi.util.updateQueryData('getCarriers', undefined, choose));
        } catch {
          // The delivery step shows the failure.
        }
      },
    }),
    getDeliveryMessage: build.query<DeliveryMessage, void>({
      query: () => ({ call: 'getDeliveryMessage', method: 'GET' }),
      providesTags: ['Checkout'],
    }),
    addOrEditDeliveryMessage: build.mutation<DeliveryMessage, AddOrEditDeliveryMessageRequest>({
      query: (body) => ({ call: 'addOrEditDeliveryMessage', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(checkoutApi.util.upsertQueryData('getDeliveryMessage', undefined, data));
          dispatch(
            checkoutApi.util.updateQueryData('getCheckout', undefined, (draft) => {
              draft.delivery_message = data.message;
            }),
          );
        } catch {
          // The message step shows the failure.
        }
      },
    }),
    getGateways: build.query<Gateway[], void>({
      query: () => ({ call: 'getGateways', body: {} }),
    }),
    createOrder: build.mutation<CreateOrderData, CreateOrderRequest>({
      query: (body) => ({ call: 'createOrder', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled, extra }) {
        try {
          const { data } = await queryFulfilled;
          // The order exists: the cart it came from is gone, and the header hears it.
          const bus = (extra as StoreExtra).bus;
          bus.publish('checkout:order-placed', { orderId: data.order.id_order });
          bus.publish('checkout:cart-updated', { count: 0, total: 0 });
          dispatch(checkoutApi.util.invalidateTags(['Cart', 'Checkout', { type: 'Order', id: 'LIST' }]));
        } catch {
          // No order: the cart stays as it was, and the review step says why.
        }
      },
    }),
    validateOrder: build.query<ValidateOrderData, ValidateOrderRequest>({
      query: (body) => ({ call: 'validateOrder', body }),
      providesTags: (_result, _error, arg) => [{ type: 'Order', id: arg.id_order }],
    }),
    updateOrder: build.mutation<OrderSummary, UpdateOrderRequest>({
      query: (body) => ({ call: 'updateOrder', body }),
    }),
  }),
});

export const {
  useGetCheckoutQuery,
  useUpdateCheckoutAddressMutation,
  useGetCarriersQuery,
  useUpdateCheckoutCarrierMutation,
  useGetDeliveryMessageQuery,
  useAddOrEditDeliveryMessageMutation,
  useGetGatewaysQuery,
  useCreateOrderMutation,
  useValidateOrderQuery,
  useLazyValidateOrderQuery,
  useUpdateOrderMutation,
} = checkoutApi;
