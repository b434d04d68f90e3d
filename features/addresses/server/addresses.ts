import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Where } from 'payload'

import type { Address } from '@/cms/payload-types'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerIdOf } from '@/features/accounts/server/customer'
import type { TenantRoute } from '@/lib/tenancy/routing-table'
import { dataScope, shopData } from '@/lib/data'
import { getPayload } from '@/lib/payload/get-payload'

import { ADDRESS_TYPES, EDITABLE_ADDRESS_TYPES, type AddressType } from '../constants'
import { companyNameLines, type AddressValues } from '../form'
import { newPartnerId } from './partner-id'
import type { AddressEntry, AddressList, CheckoutAddress } from '../schemas'

/** Who reads: the tenant and the account whose customer's addresses these are (an employee's is the contact's customer). */
export type AddressReader = {
  tenant: Pick<TenantRoute, 'id'>
  account: Pick<AuthenticatedAccount, 'id' | 'customer' | 'type' | 'onBehalf'>
}

export const toCheckoutAddress = (doc: Address): CheckoutAddress => ({
  partnerId: doc.partnerId,
  type: doc.type,
  typeCode: ADDRESS_TYPES[doc.type],
  companyName: doc.companyName
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  street: doc.street,
  postalCode: doc.postalCode,
  city: doc.city,
  country: doc.country,
  preferred: !!doc.preferred,
})

/**
 * This customer's addresses on this tenant: the data scope's rule (the
 * collection is for editors only in the CMS), so another customer's are never
 * found, read or written.
 */
const addresses = (ctx: AddressReader) => shopData(dataScope(ctx.tenant.id, ctx.account))

/** Optionally of one type and partner id. */
function narrowed(narrow: { type?: AddressType; partnerId?: string } = {}): Where {
  return {
    and: [
      ...(narrow.type ? [{ type: { equals: narrow.type } }] : []),
      ...(narrow.partnerId ? [{ partnerId: { equals: narrow.partnerId } }] : []),
    ],
  }
}

async function ownDocs(
  ctx: AddressReader,
  narrow: { type?: AddressType; partnerId?: string } = {},
): Promise<Address[]> {
  if (customerIdOf(ctx.account) == null) return []
  const { docs } = await addresses(ctx).find({
    collection: 'addresses',
    where: narrowed(narrow),
    sort: 'partnerId',
    depth: 0,
    pagination: false,
  })
  return docs as Address[]
}

const preferredFirst = <T extends { preferred: boolean }>(list: T[]): T[] =>
  [...list].sort((a, b) => Number(b.preferred) - Number(a.preferred))

/** The customer's addresses of both types, the preferred first (then by partner id); never another customer's. */
export async function customerAddresses(ctx: AddressReader): Promise<Record<AddressType, CheckoutAddress[]>> {
  const result: Record<AddressType, CheckoutAddress[]> = { SHIP_TO: [], BILL_TO: [] }
  for (const doc of await ownDocs(ctx)) result[doc.type].push(toCheckoutAddress(doc))
  return { SHIP_TO: preferredFirst(result.SHIP_TO), BILL_TO: preferredFirst(result.BILL_TO) }
}

export const isEditableType = (type: AddressType): boolean =>
  (EDITABLE_ADDRESS_TYPES as readonly string[]).includes(type)

/**
 * The addressList answer: delivery and invoice addresses with what the customer
 * may do — delivery addresses may be edited, and deleted while another one
 * remains; invoice addresses are read-only (invoices go to the registered
 * company; changes go through customer service).
 */
export async function addressList(ctx: AddressReader): Promise<AddressList> {
  const addresses = await customerAddresses(ctx)
  const entry = (address: CheckoutAddress, count: number): AddressEntry => ({
    ...address,
    editable: isEditableType(address.type),
    deletable: isEditableType(address.type) && count > 1,
  })
  return {
    shipTo: addresses.SHIP_TO.map((a) => entry(a, addresses.SHIP_TO.length)),
    billTo: addresses.BILL_TO.map((a) => entry(a, addresses.BILL_TO.length)),
  }
}

/** One of the customer's addresses of a type, or null (unknown, or another customer's: the caller cannot tell which). */
export async function findOwnAddress(
  ctx: AddressReader,
  type: AddressType,
  partnerId: string,
): Promise<Address | null> {
  return (await ownDocs(ctx, { type, partnerId }))[0] ?? null
}

/** Whether the customer has an address with this partner id of any type (to tell "read-only" from "not found"). */
export async function hasOwnPartner(ctx: AddressReader, partnerId: string): Promise<AddressType[]> {
  return (await ownDocs(ctx, { partnerId })).map((doc) => doc.type)
}

const addressData = (values: AddressValues) => ({
  companyName: companyNameLines(values).join('\n'),
  street: values.street,
  postalCode: values.postalCode,
  city: values.city,
  country: values.country,
})

/** A new delivery address of the customer (preferred when it is its first). */
export async function createShipTo(ctx: AddressReader, values: AddressValues): Promise<Address> {
  const customer = customerIdOf(ctx.account)
  if (customer == null) throw new Error('An address needs a customer.')
  const first = (await ownDocs(ctx, { type: 'SHIP_TO' })).length === 0
  // The scope stamps tenant and customer.
  return (await addresses(ctx).create({
    collection: 'addresses',
    data: {
      partnerId: await newPartnerId(ctx.tenant.id),
      type: 'SHIP_TO',
      preferred: first,
      ...addressData(values),
    },
    depth: 0,
  })) as Address
}

/** Saves new values into one of the customer's addresses (found with findOwnAddress first). */
export async function updateAddress(
  ctx: AddressReader,
  address: Address,
  values: AddressValues,
): Promise<Address> {
  return (await addresses(ctx).update({
    collection: 'addresses',
    id: address.id,
    data: addressData(values),
    depth: 0,
  })) as Address
}

/**
 * Makes the address the customer's preferred one of its type: exactly one
 * preferred per customer and type afterwards. Both writes run in one
 * transaction, so no reader sees none or two.
 */
export async function makePreferred(ctx: AddressReader, address: Address): Promise<void> {
  if (customerIdOf(ctx.account) == null) return
  const data = addresses(ctx)
  const req = await createLocalReq({}, await getPayload())
  await initTransaction(req)
  try {
    await data.update({
      collection: 'addresses',
      where: {
        and: [
          narrowed({ type: address.type }),
          { id: { not_equals: address.id } },
          { preferred: { equals: true } },
        ],
      },
      data: { preferred: false },
      depth: 0,
      req,
    })
    await data.update({ collection: 'addresses', id: address.id, data: { preferred: true }, depth: 0, req })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Deletes one of the customer's addresses; when it was the preferred one, the first remaining of its type becomes preferred. */
export async function deleteAddress(ctx: AddressReader, address: Address): Promise<void> {
  await addresses(ctx).delete({ collection: 'addresses', id: address.id, depth: 0 })
  if (!address.preferred) return
  const [next] = await ownDocs(ctx, { type: address.type })
  if (next) await makePreferred(ctx, next)
}
