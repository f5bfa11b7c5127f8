/** The reply envelope every api call answers with (PrestaShop REST module shape, without its quirks). */
export interface Envelope<T> {
  success: boolean;
  /** 200 on success; a PrestaShop-style code (301-312 validation, 404 not found, 410 not authenticated, ...) otherwise. */
  code: number;
  psdata: T;
  message?: string;
}
