/** Every call the api serves, by domain (the route is `POST {base}/{name}`; base `/api` unless a call says `/cms`). */
import type { CallDef } from '../http/call';
import { accountOrderCalls } from './account-orders';
import { addressCalls } from './addresses';
import { cartCalls } from './cart';
import { catalogCalls } from './catalog';
import { categoryCalls } from './categories';
import { checkoutCalls } from './checkout';
import { contentCalls } from './content';
import { countryCalls } from './countries';
import { customerCalls } from './customer';
import { newsletterCalls } from './newsletter';
import { orderCalls } from './orders';
import { passwordResetCalls } from './password-reset';
import { productListCalls } from './product-lists';
import { searchCalls } from './search';
import { sessionCalls } from './session';

export const ALL_CALLS = [
  ...sessionCalls,
  ...customerCalls,
  ...passwordResetCalls,
  ...catalogCalls,
  ...productListCalls,
  ...categoryCalls,
  ...searchCalls,
  ...cartCalls,
  ...countryCalls,
  ...checkoutCalls,
  ...orderCalls,
  ...addressCalls,
  ...accountOrderCalls,
  ...contentCalls,
  ...newsletterCalls,
] as CallDef[];
