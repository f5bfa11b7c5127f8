/**
 * Who the shopper is: sign in, sign out, register and the signed-in customer. In `shared` because the account
 * remote and the checkout's inline sign-in both use them. Each change of identity re-reads everything personal
 * and announces itself on the bus (`account:auth-changed`) from the api's reply, so every caller gets it.
 */
import type {
  Customer,
  GetCustomerRequest,
  LoginData,
  LoginRequest,
  LogoutData,
  RegisterData,
  RegisterRequest,
} from '../schemas/index.ts';
import type { EventMap } from '../events/index.ts';
import type { StoreExtra } from './base-query.ts';
import { api } from './base-api.ts';
import { isApiError } from './errors.ts';

/** Everything that belongs to one shopper: a change of identity makes all of it stale (the guest cart may have merged). */
const personalTags = ['Cart', 'Customer', 'Address', 'Order', 'Checkout'] as const;

/** What listeners of `account:auth-changed` get after a sign-in, from the api's reply. */
export const authChangedPayload = (data: LoginData): EventMap['account:auth-changed'] => ({
  signedIn: true,
  firstname: data.user.firstname,
});

export const signedOutPayload: EventMap['account:auth-changed'] = { signedIn: false, firstname: null };

/** True when a call failed because nobody is signed in (the api's 401 / 410 'User Not Authenticated'). */
export const isNotSignedIn = (error: unknown): boolean =>
  isApiError(error) && (error.status === 401 || error.code === 410);

export const authApi = api.injectEndpoints({
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    login: build.mutation<LoginData, LoginRequest>({
      query: (body) => ({ call: 'login', body }),
      invalidatesTags: [...personalTags],
      onQueryStarted: (_arg, { queryFulfilled, extra }) => announce(queryFulfilled, extra, authChangedPayload),
    }),
    register: build.mutation<RegisterData, RegisterRequest>({
      query: (body) => ({ call: 'register', body }),
      invalidatesTags: [...personalTags],
      onQueryStarted: (_arg, { queryFulfilled, extra }) => announce(queryFulfilled, extra, authChangedPayload),
    }),
    logout: build.mutation<LogoutData, void>({
      query: () => ({ call: 'logout', body: {} }),
      invalidatesTags: [...personalTags],
      onQueryStarted: (_arg, { queryFulfilled, extra }) => announce(queryFulfilled, extra, () => signedOutPayload),
    }),
    /** The signed-in customer; fails with 401 (see `isNotSignedIn`) for a guest. */
    getCustomer: build.query<Customer, GetCustomerRequest | void>({
      query: () => ({ call: 'getCustomer', body: {} }),
      providesTags: ['Customer'],
    }),
  }),
});

async function announce<T>(
  queryFulfilled: Promise<{ data: T }>,
  extra: unknown,
  payload: (data: T) => EventMap['account:auth-changed'],
) {
  try {
    const { data } = await queryFulfilled;
    (extra as StoreExtra).bus.publish('account:auth-changed', payload(data));
  } catch {
    // The caller shows the failure; nobody's identity changed.
  }
}

export const { useLoginMutation, useRegisterMutation, useLogoutMutation, useGetCustomerQuery } = authApi;
