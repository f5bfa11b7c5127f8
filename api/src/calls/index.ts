/** Every call the api serves, by domain. */
import type { CallDef } from '../http/call';
import { cartCalls } from './cart';
import { catalogCalls } from './catalog';
import { categoryCalls } from './categories';
import { productListCalls } from './product-lists';
import { searchCalls } from './search';
import { sessionCalls } from './session';

export const ALL_CALLS: CallDef[] = [...sessionCalls, ...catalogCalls, ...productListCalls, ...categoryCalls, ...searchCalls, ...cartCalls] as CallDef[];
