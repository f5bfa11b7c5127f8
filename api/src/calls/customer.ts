/** Customer calls: register (logs in), logout, profile read and update. */
import {
  getCustomerRequest,
  logoutRequest,
  registerRequest,
  updateCustomerRequest,
  type Customer,
  type LogoutData,
  type RegisterData,
} from '@storefront/shared/schemas';
import { defineCall, type CallContext } from '../http/call.ts';
import { ApiError, conflict, notAuthenticated } from '../errors.ts';
import { cartCount, presentUser, signIn } from '../domain/customers.ts';
import {
  customerById,
  emailTaken,
  endOtherSessions,
  insertCustomer,
  updateCustomerRow,
  type CustomerRow,
} from '../domain/customer-store.ts';
import { hashPassword, verifyPassword } from '../domain/password.ts';
import { chooseNewsletter } from '../domain/newsletter.ts';
import { moveSubscription } from '../domain/newsletter-store.ts';

const emailTakenRefusal = { reason: 'customer.emailTaken', field: 'email' } as const;

const presentCustomer = (c: CustomerRow): Customer => ({
  ...presentUser(c),
  birthday: c.birthday,
  optin: c.optin === 1,
  date_add: c.date_add,
});

async function me(ctx: CallContext): Promise<CustomerRow> {
  const id = await ctx.session.customerId();
  const customer = id === null ? undefined : await customerById(ctx.db, id);
  if (!customer) throw notAuthenticated();
  return customer;
}

export const register = defineCall({
  name: 'register',
  schema: registerRequest,
  rateLimited: true,
  async handler(ctx, input): Promise<RegisterData> {
    if (await emailTaken(ctx.db, input.email))
      throw conflict('User already exists - checked by email', 308, emailTakenRefusal);
    const now = new Date().toISOString();
    const row = {
      email: input.email,
      passwd: await hashPassword(input.password),
      firstname: input.firstname,
      lastname: input.lastname,
      id_gender: input.id_gender,
      birthday: input.birthday ?? null,
      newsletter: 0,
      optin: input.optin ? 1 : 0,
      is_guest: 0,
      date_add: now,
      date_upd: now,
    };
    const id_customer = await insertCustomer(ctx.db, row);
    // Unticked is no choice at all here: a subscription the email confirmed before registering still counts.
    await chooseNewsletter(ctx, input.email, input.newsletter ? true : undefined);
    const idCart = await signIn(ctx, id_customer);
    return {
      customer_id: id_customer,
      cart_count: await cartCount(ctx, idCart),
      user: presentUser((await customerById(ctx.db, id_customer)) ?? { ...row, id_customer }),
    };
  },
});

export const logout = defineCall({
  name: 'logout',
  schema: logoutRequest,
  async handler(ctx): Promise<LogoutData> {
    // A fresh anonymous session: the cart stays with the customer account, the browser gets a new empty one.
    if (await ctx.session.current()) await ctx.session.rotate({ id_customer: null, id_cart: null });
    return { logged_out: true };
  },
});

export const getCustomer = defineCall({
  name: 'getCustomer',
  schema: getCustomerRequest,
  auth: true,
  handler: async (ctx): Promise<Customer> => presentCustomer(await me(ctx)),
});

export const updateCustomer = defineCall({
  name: 'updateCustomer',
  schema: updateCustomerRequest,
  auth: true,
  async handler(ctx, input): Promise<Customer> {
    const customer = await me(ctx);
    const changesEmail = input.email !== undefined && input.email.toLowerCase() !== customer.email.toLowerCase();
    if (changesEmail || input.new_password !== undefined) {
      if (!input.password || !(await verifyPassword(input.password, customer.passwd)))
        throw new ApiError(403, 350, 'Invalid Password', { reason: 'customer.wrongPassword', field: 'password' });
    }
    if (changesEmail) {
      if (await emailTaken(ctx.db, input.email as string, customer.id_customer))
        throw conflict('This email is already used by another account', 310, emailTakenRefusal);
    }
    const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
    const changes = {
      firstname: input.firstname,
      lastname: input.lastname,
      id_gender: input.id_gender,
      birthday: input.birthday,
      optin: flag(input.optin),
      email: changesEmail ? input.email : undefined,
      passwd: input.new_password === undefined ? undefined : await hashPassword(input.new_password),
      date_upd: new Date().toISOString(),
    };
    await updateCustomerRow(ctx.db, customer.id_customer, changes);
    if (changesEmail) await moveSubscription(ctx.db, customer.email, input.email as string);
    await chooseNewsletter(ctx, changesEmail ? (input.email as string) : customer.email, input.newsletter);
    if (input.new_password !== undefined) {
      // Other devices signed in with the old password are signed out.
      const current = await ctx.session.current();
      await endOtherSessions(ctx.db, customer.id_customer, current?.id_session ?? '');
    }
    return presentCustomer(await me(ctx));
  },
});

export const customerCalls = [register, logout, getCustomer, updateCustomer];
