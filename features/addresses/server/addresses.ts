import 'server-only'

import { randomInt } from 'node:crypto'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Where } from 'payload'

import type { Address } from '@/cms/payload-types'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerIdOf } from '@/features/accounts/server/customer'
import type { CheckoutAddress } from '@/features/carts/checkout-schemas'
import { ADDRESS_TYPES, type AddressType } from '@/features/carts/constants'
import type { TenantRoute } from '@/lib/tenancy/routing-table'
import { getPayload } from '@/lib/payload/get-payload'

import { EDITABLE_ADDRESS_TYPES } from '../constants'
import { companyNameLines, type AddressValues } from '../form'
import type { AddressEntry, AddressList } from '../schemas'

/** Who reads: the tenant and the account whose customer's addresses these are (an employee's is the contact's customer). */
export type AddressReader = { tenant: Pick<TenantRoute, 'id'>; account: Pick<AuthenticatedAccount, 'customer'> }

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

/** Only this customer's addresses on this tenant (optionally of one type and partner id): another customer's are never found. */
function own(ctx: AddressReader, narrow: { type?: AddressType; partnerId?: string } = {}): Where | null {
  const customer = customerIdOf(ctx.account)
  if (customer == null) return null
  return {
    and: [
      { tenant: { equals: ctx.tenant.id } },
      { customer: { equals: customer } },
      ...(narrow.type ? [{ type: { equals: narrow.type } }] : []),
      ...(narrow.partnerId ? [{ partnerId: { equals: narrow.partnerId } }] : []),
    ],
  }
}

// The addresses collection is for editors only: the shop reads and writes with the server's rights, always narrowed by `own`.
async function ownDocs(ctx: AddressReader, narrow: { type?: AddressType; partnerId?: string } = {}): Promise<Address[]> {
  const where = own(ctx, narrow)
  if (!where) return []
  const payload = await getPayload()
  const { docs } = await payload.find({ collection: 'addresses', where, sort: 'partnerId', depth: 0, pagination: false, overrideAccess: true })
  return docs as Address[]
}

const preferredFirst = <T extends { preferred: boolean }>(list: T[]): T[] => [...list].sort((a, b) => Number(b.preferred) - Number(a.preferred))

/** The customer's addresses of both types, the preferred first (then by partner id); never another customer's. */
export async function customerAddresses(ctx: AddressReader): Promise<Record<AddressType, CheckoutAddress[]>> {
  const result: Record<AddressType, CheckoutAddress[]> = { SHIP_TO: [], BILL_TO: [] }
  for (const doc of await ownDocs(ctx)) result[doc.type].push(toCheckoutAddress(doc))
  return { SHIP_TO: preferredFirst(result.SHIP_TO), BILL_TO: preferredFirst(result.BILL_TO) }
}

export const isEditableType = (type: AddressType): boolean => (EDITABLE_ADDRESS_TYPES as readonly string[]).includes(type)

/**
 * SPEC §7 addressList: delivery and invoice addresses with what the customer
 * may do — delivery addresses may be edited, and deleted while another one
 * remains; invoice addresses are read-only (invoices go to the registered
 * company; changes go through customer service).
 */
export async function addressList(ctx: AddressReader): Promise<AddressList> {
  const addresses = await customerAddresses(ctx)
  const entry = (address: CheckoutAddress, count: number): AddressEntry => ({ ...address, editable: isEditableType(address.type), deletable: isEditableType(address.type) && count > 1 })
  return { shipTo: addresses.SHIP_TO.map((a) => entry(a, addresses.SHIP_TO.length)), billTo: addresses.BILL_TO.map((a) => entry(a, addresses.BILL_TO.length)) }
}

/** One of the customer's addresses of a type, or null (unknown, or another customer's: the caller cannot tell which). */
export async function findOwnAddress(ctx: AddressReader, type: AddressType, partnerId: string): Promise<Address | null> {
  return (await ownDocs(ctx, { type, partnerId }))[0] ?? null
}

/** Whether the customer has an address with this partner id of any type (to tell "read-only" from "not found"). */
export async function hasOwnPartner(ctx: AddressReader, partnerId: string): Promise<AddressType[]> {
  return (await ownDocs(ctx, { partnerId })).map((doc) => doc.type)
}

const addressData = (values: AddressValues) => ({ companyName: companyNameLines(values).join('\n'), street: values.street, postalCode: values.postalCode, city: values.city, country: values.country })

/** A partner id for a new delivery address: W and seven digits, unused on this tenant. */
async function newPartnerId(tenantId: number | string): Promise<string> {
  const payload = await getPayload()
  for (;;) {
    const candidate = `W${randomInt(1_000_000, 10_000_000)}`
    const { totalDocs } = await payload.count({ collection: 'addresses', where: { and: [{ tenant: { equals: tenantId } }, { partnerId: { equals: candidate } }] }, overrideAccess: true })
    if (!totalDocs) return candidate
  }
}

/** A new delivery address of the customer (preferred when it is its first). */
export async function createShipTo(ctx: AddressReader, values: AddressValues): Promise<Address> {
  const customer = customerIdOf(ctx.account)
  if (customer == null) throw new Error('An address needs a customer.')
  const payload = await getPayload()
  const first = (await ownDocs(ctx, { type: 'SHIP_TO' })).length === 0
  return (await payload.create({
    collection: 'addresses',
    data: { tenant: Number(ctx.tenant.id), customer, partnerId: await newPartnerId(ctx.tenant.id), type: 'SHIP_TO', preferred: first, ...addressData(values) },
    depth: 0,
    overrideAccess: true,
  })) as Address
}

/** Saves new values into one of the customer's addresses (found with findOwnAddress first). */
export async function updateAddress(address: Address, values: AddressValues): Promise<Address> {
  const payload = await getPayload()
  return (await payload.update({ collection: 'addresses', id: address.id, data: addressData(values), depth: 0, overrideAccess: true })) as Address
}

/**
 * Makes the address the customer's preferred one of its type: exactly one
 * preferred per customer and type afterwards. Both writes run in one
 * transaction, so no reader sees none or two.
 */
export async function makePreferred(ctx: AddressReader, address: Address): Promise<void> {
  const others = own(ctx, { type: address.type })
  if (!others) return
  const payload = await getPayload()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await payload.update({ collection: 'addresses', where: { and: [others, { id: { not_equals: address.id } }, { preferred: { equals: true } }] }, data: { preferred: false }, depth: 0, overrideAccess: true, req })
    await payload.update({ collection: 'addresses', id: address.id, data: { preferred: true }, depth: 0, overrideAccess: true, req })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Deletes one of the customer's addresses; when it was the preferred one, the first remaining of its type becomes preferred. */
export async function deleteAddress(ctx: AddressReader, address: Address): Promise<void> {
  const payload = await getPayload()
  await payload.delete({ collection: 'addresses', id: address.id, depth: 0, overrideAccess: true })
  if (!address.preferred) return
  const [next] = await ownDocs(ctx, { type: address.type })
  if (next) await makePreferred(ctx, next)
}
