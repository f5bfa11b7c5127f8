import type { RefusalDetail } from './refusals.ts';

/**
 * The reply envelope every api call answers with (PrestaShop REST module shape, without its quirks). A refusal the
 * screens explain adds its reason (and the field it concerns, the numbers its text names): see `refusals.ts`.
 */
export interface Envelope<T> extends Partial<RefusalDetail> {
  success: boolean;
  /** 200 on success; a PrestaShop-style code (301-312 validation, 404 not found, 410 not authenticated, ...) otherwise. */
  code: number;
  psdata: T;
  message?: string;
}
