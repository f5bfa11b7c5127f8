/**
 * The account's own endpoints, injected into the shop's one api; import hooks from here so injection is guaranteed.
 * Sign-in, sign-out, register and getCustomer are in `@storefront/shared/api` (checkout signs in too).
 */
import { api } from '@storefront/shared/api';
import type {
  Address,
  ConfirmNewsletterRequest,
  CreateAddressRequest,
  CreateOrderReturnRequest,
  Customer,
  GetOrderRequest,
  GetOrdersRequest,
  NewsletterStatus,
  OrderDetail,
  OrderList,
  RemoveAddressRequest,
  ResetPasswordEmailData,
  ResetPasswordEmailRequest,
  ResetPasswordEnterData,
  ResetPasswordEnterRequest,
  SubscribeNewsletterRequest,
  UpdateAddressRequest,
  UpdateCustomerRequest,
} from '@storefront/shared/schemas';

export const accountApi = api.injectEndpoints({
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    updateCustomer: build.mutation<Customer, UpdateCustomerRequest>({
      query: (body) => ({ call: 'updateCustomer', body }),
      invalidatesTags: ['Customer'],
    }),
    resetPasswordEmail: build.mutation<ResetPasswordEmailData, ResetPasswordEmailRequest>({
      query: (body) => ({ call: 'resetPasswordEmail', body }),
    }),
    resetPasswordEnter: build.mutation<ResetPasswordEnterData, ResetPasswordEnterRequest>({
      query: (body) => ({ call: 'resetPasswordEnter', body }),
      // The api signs every session out when the password is reset.
      invalidatesTags: ['Customer', 'Cart'],
    }),
    getAddresses: build.query<Address[], void>({
      query: () => ({ call: 'getAddresses', body: {} }),
      providesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    createAddress: build.mutation<Address, CreateAddressRequest>({
      query: (body) => ({ call: 'createAddress', body }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }, 'Checkout'],
    }),
    updateAddress: build.mutation<Address, UpdateAddressRequest>({
      query: (body) => ({ call: 'updateAddress', body }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }, 'Checkout'],
    }),
    removeAddress: build.mutation<{ id_address: number; deleted: true }, RemoveAddressRequest>({
      query: (body) => ({ call: 'removeAddress', body }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }, 'Checkout'],
    }),
    getOrders: build.query<OrderList, GetOrdersRequest>({
      query: (body) => ({ call: 'getOrders', body }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    getOrder: build.query<OrderDetail, GetOrderRequest>({
      query: (body) => ({ call: 'getOrder', body }),
      providesTags: (_result, _error, { id_order }) => [{ type: 'Order', id: id_order }],
    }),
    createOrderReturn: build.mutation<OrderDetail, CreateOrderReturnRequest>({
      query: (body) => ({ call: 'createOrderReturn', body }),
      // The reply is the order with its new return: no second read.
      onQueryStarted: async ({ id_order }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getOrder', { id_order }, data));
        } catch {
          // The form shows the failure.
        }
      },
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    getNewsletter: build.query<NewsletterStatus, void>({
      query: () => ({ call: 'getNewsletter', body: {} }),
      providesTags: ['Customer'],
    }),
    subscribeNewsletter: build.mutation<{ message: string }, SubscribeNewsletterRequest>({
      query: (body) => ({ call: 'subscribeNewsletter', body }),
      invalidatesTags: ['Customer'],
    }),
    confirmNewsletter: build.mutation<NewsletterStatus, ConfirmNewsletterRequest>({
      query: (body) => ({ call: 'confirmNewsletter', body }),
      invalidatesTags: ['Customer'],
    }),
    unsubscribeNewsletter: build.mutation<NewsletterStatus, void>({
      query: () => ({ call: 'unsubscribeNewsletter', body: {} }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const {
  useUpdateCustomerMutation,
  useResetPasswordEmailMutation,
  useResetPasswordEnterMutation,
  useGetAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useRemoveAddressMutation,
  useGetOrdersQuery,
  useGetOrderQuery,
  useCreateOrderReturnMutation,
  useGetNewsletterQuery,
  useSubscribeNewsletterMutation,
  useConfirmNewsletterMutation,
  useUnsubscribeNewsletterMutation,
} = accountApi;
