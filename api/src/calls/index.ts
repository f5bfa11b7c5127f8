/** Every call the api serves, by domain (the route is `POST {base}/{name}`; base `/api` unless a call says `/cms`). */
import type { CallDef } from '../http/call.ts';
import { accountOrderCalls } from './account-orders.ts';
import { addressCalls } from './addresses.ts';
import { cartCalls } from './cart.ts';
import { catalogCalls } from './catalog.ts';
import { categoryCalls } from './categories.ts';
import { checkoutCalls } from './checkout.ts';
import { contentCalls } from './content.ts';
import { countryCalls } from './countries.ts';
import { customerCalls } from './customer.ts';
import { newsletterCalls } from './newsletter.ts';
import { orderCalls } from './orders.ts';
import { passwordResetCalls } from './password-reset.ts';
import { productListCalls } from './product-lists.ts';
import { searchCalls } from './search.ts';
import { sessionCalls } from './session.ts';

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
