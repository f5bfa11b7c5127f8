/** Every call the api serves, by domain. */
import type { CallDef } from '../http/call';
import { cartCalls } from './cart';
import { catalogCalls } from './catalog';
import { checkoutCalls } from './checkout';
import { countryCalls } from './countries';
import { orderCalls } from './orders';
import { categoryCalls } from './categories';
import { customerCalls } from './customer';
import { passwordResetCalls } from './password-reset';
import { productListCalls } from './product-lists';
import { searchCalls } from './search';
import { sessionCalls } from './session';

export const ALL_CALLS: CallDef[] = [...sessionCalls, ...customerCalls, ...passwordResetCalls, ...catalogCalls, ...productListCalls, ...categoryCalls, ...searchCalls, ...cartCalls, ...countryCalls, ...checkoutCalls, ...orderCalls] as CallDef[];
