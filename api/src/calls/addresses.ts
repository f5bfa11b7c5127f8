/** The customer's address book. Only the owner can read or change an address; another id is a 404. */
import {
  createAddressRequest,
  getAddressesRequest,
  removeAddressRequest,
  updateAddressRequest,
  type Address,
} from '@storefront/shared/schemas';
import { defineCall, type CallContext } from '../http/call.ts';
import { notAuthenticated } from '../errors.ts';
import {
  deleteAddress,
  ownedAddressId,
  presentAddresses,
  saveAddress,
  validateAddress,
  type AddressValues,
  type Owner,
} from '../domain/addresses.ts';

async function owner(ctx: CallContext): Promise<Owner & { id_customer: number }> {
  const id = await ctx.session.customerId();
  if (id === null) throw notAuthenticated();
  return { id_customer: id, id_cart: null };
}

async function one(ctx: CallContext, id: number): Promise<Address> {
  const [address] = await presentAddresses(ctx.db, ctx.lang, { ids: [id] });
  return address as Address;
}

export const getAddresses = defineCall({
  name: 'getAddresses',
  schema: getAddressesRequest,
  auth: true,
  handler: async (ctx): Promise<Address[]> =>
    presentAddresses(ctx.db, ctx.lang, { id_customer: (await owner(ctx)).id_customer }),
});

export const createAddress = defineCall({
  name: 'createAddress',
  schema: createAddressRequest,
  auth: true,
  async handler(ctx, input): Promise<Address> {
    const id = await saveAddress(ctx.db, await owner(ctx), await validateAddress(ctx, input as AddressValues));
    return one(ctx, id);
  },
});

export const updateAddress = defineCall({
  name: 'updateAddress',
  schema: updateAddressRequest,
  auth: true,
  async handler(ctx, input): Promise<Address> {
    const { id_address, ...fields } = input;
    const id = await ownedAddressId(ctx.db, await owner(ctx), id_address);
    // Orders keep a copy of their addresses, so editing in place never rewrites history.
    await saveAddress(ctx.db, await owner(ctx), await validateAddress(ctx, fields as AddressValues), id);
    return one(ctx, id);
  },
});

export const removeAddress = defineCall({
  name: 'removeAddress',
  schema: removeAddressRequest,
  auth: true,
  async handler(ctx, input): Promise<{ id_address: number; deleted: true }> {
    const id = await ownedAddressId(ctx.db, await owner(ctx), input.id_address);
    await deleteAddress(ctx.db, id);
    return { id_address: id, deleted: true };
  },
});

export const addressCalls = [getAddresses, createAddress, updateAddress, removeAddress];
