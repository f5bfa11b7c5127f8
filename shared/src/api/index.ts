export { api, tagTypes } from './base-api.ts';
export { envelopeBaseQuery, type StoreExtra, type ApiRequest } from './base-query.ts';
export { lastPerName, mergeSetCookies } from './cookie-jar.ts';
export * from './errors.ts';
export * from './shared-endpoints.ts';
export * from './auth-endpoints.ts';
export * from './countries-endpoint.ts';
