/**
 * The one RTK Query api of the shop (one api per base URL, so tags invalidate across remotes).
 * Endpoints used by several apps live in this folder; each remote injects its own in its `src/api/`.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { envelopeBaseQuery } from './base-query.ts';

/** Every tag of the shop, declared once; collections use the id 'LIST'. */
export const tagTypes = [
  'Bootstrap',
  'Product',
  'Category',
  'Brand',
  'Cart',
  'Customer',
  'Address',
  'Order',
  'Checkout',
  'Content',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes,
  // A query a page still shows fetches again when the browser's connection comes back (the browser's store hears
  // the online event through `listenForReconnect`; the server's never does): a failure offline mends itself.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
