/**
 * The api's refusals, thrown by any layer (a domain rule, a call's check): each becomes a `success: false` envelope
 * with a PrestaShop-style code and an HTTP status when the http layer answers. It imports nothing, so every layer may.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, code = 301) => new ApiError(400, code, message);
export const notFound = (message: string, code = 404) => new ApiError(404, code, message);
export const conflict = (message: string, code = 309) => new ApiError(409, code, message);
export const notAuthenticated = () => new ApiError(401, 410, 'User Not Authenticated');
