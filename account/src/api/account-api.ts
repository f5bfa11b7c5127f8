/** The account's endpoints, injected into the shop's one api; import hooks from here so injection is guaranteed. */
import { api } from '@storefront/shared/api';
import type { LoginData, LoginRequest } from '@storefront/shared/schemas';

export const accountApi = api.injectEndpoints({
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    login: build.mutation<LoginData, LoginRequest>({
      query: (body) => ({ call: 'login', body }),
      // The customer's cart may have merged with the guest cart: everything personal is re-read.
      invalidatesTags: ['Cart', 'Customer', 'Address', 'Order', 'Checkout'],
    }),
  }),
});

export const { useLoginMutation } = accountApi;
