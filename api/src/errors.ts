/**
 * The api's refusals, thrown by any layer (a domain rule, a call's check): each becomes a `success: false` envelope
 * with a PrestaShop-style code and an HTTP status when the http layer answers, and, for a refusal the screens explain,
 * its reason (the shared list's spelling), the field it concerns and the numbers its text names. It imports nothing
 * that runs, so every layer may.
 */
import type { RefusalDetail } from '@storefront/shared/schemas';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
    readonly detail?: RefusalDetail,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, code = 301, detail?: RefusalDetail) =>
  new ApiError(400, code, message, detail);
export const notFound = (message: string, code = 404, detail?: RefusalDetail) =>
  new ApiError(404, code, message, detail);
export const conflict = (message: string, code = 309, detail?: RefusalDetail) =>
  new ApiError(409, code, message, detail);
export const notAuthenticated = () => new ApiError(401, 410, 'User Not Authenticated');
