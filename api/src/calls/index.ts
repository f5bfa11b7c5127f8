/** Every call the api serves, by domain. */
import type { CallDef } from '../http/call';
import { cartCalls } from './cart';
import { catalogCalls } from './catalog';
import { sessionCalls } from './session';

export const ALL_CALLS: CallDef[] = [...sessionCalls, ...catalogCalls, ...cartCalls] as CallDef[];
