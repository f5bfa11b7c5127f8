/** The shape of one api call: its name, request schema, and handler. Domain files export lists of these. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ShopContext } from '../domain/shop-context.ts';
import type { SessionHandle } from './session.ts';

/** What a call's handler is given: the domain's context, and the request and reply only calls may touch. */
export interface CallContext extends ShopContext {
  session: SessionHandle;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface CallDef<S extends z.ZodType = z.ZodType, R = unknown> {
  name: string;
  method?: 'POST' | 'GET';
  schema: S;
  /** Answers 401 / 410 'User Not Authenticated' unless a customer is logged in. */
  auth?: boolean;
  /** Subject to the login rate limit. */
  rateLimited?: boolean;
  /** Where the call is served: `/api` (default) or `/cms`. */
  base?: '/api' | '/cms';
  handler(ctx: CallContext, input: z.output<S>): Promise<R>;
}

/**
 * psdata already turned into JSON text, for answers served from a cache: the envelope is written around the text,
 * so a cached listing costs no serialisation. `T` records what the text holds.
 */
export class SerializedPsdata<T> {
  declare readonly shape?: T;
  constructor(readonly json: string) {}
  static of<T>(value: T): SerializedPsdata<T> {
    return new SerializedPsdata<T>(JSON.stringify(value));
  }
}

export const defineCall = <S extends z.ZodType, R>(def: CallDef<S, R>): CallDef<S, R> => def;
