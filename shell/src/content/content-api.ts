/** The content api's calls, injected into the shop's one api; import the hooks from here so they are injected. */
import { api } from '@storefront/shared/api';
import type {
  ContactReceipt,
  ContentPage,
  GetContentRequest,
  SendContactMessageRequest,
} from '@storefront/shared/schemas';

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    // SPEC section 7: getContent goes to the content base URL (`/cms`), not the storefront api's.
    getContent: build.query<ContentPage, GetContentRequest>({
      query: (body) => ({ call: 'getContent', body, base: 'content' }),
      providesTags: (result) => [{ type: 'Content', id: result?.id ?? 'LIST' }],
    }),
    // The contact form on the contact page; the api stores the message and rate-limits it like other public writes.
    sendContactMessage: build.mutation<ContactReceipt, SendContactMessageRequest>({
      query: (body) => ({ call: 'sendContactMessage', body }),
    }),
  }),
});

export const { useGetContentQuery, useSendContactMessageMutation } = contentApi;
