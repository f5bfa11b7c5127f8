/**
 * The account's own endpoints, injected into the shop's one api; import hooks from here so injection is guaranteed.
 * Sign-in, sign-out, register and getCustomer are in `@storefront/shared/api` (checkout signs in too).
 */
import { api } from '@storefront/shared/api';
import type {
  Customer,
  ResetPasswordEmailData,
  ResetPasswordEmailRequest,
  ResetPasswordEnterData,
  ResetPasswordEnterRequest,
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
    }),
  }),
});

export const { useUpdateCustomerMutation, useResetPasswordEmailMutation, useResetPasswordEnterMutation } = accountApi;
