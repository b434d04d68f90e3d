import 'server-only'

import type { Address } from '@/cms/payload-types'
import type { AccountContext } from '@/features/account-area/server/context'
import { recordOnBehalf } from '@/features/contacts/server/audit'
import type { ApiMessage } from '@/lib/api/envelope'
import { ConflictError, NotFoundError, RouteError, ValidationError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'

import { ADDRESS_TYPES, type AddressType } from '../constants'
import {
  ADDRESS_FIELD_NAMES,
  ADDRESS_FIELD_RULES,
  addressFormConfiguration,
  addressValuesSchema,
  valuesOfAddress,
  type AddressFieldName,
  type AddressFieldProblem,
  type AddressValues,
} from '../form'
import {
  addressList,
  createShipTo,
  deleteAddress,
  findOwnAddress,
  hasOwnPartner,
  isEditableType,
  makePreferred,
  toCheckoutAddress,
  updateAddress,
} from './addresses'

type Ctx = AccountContext

const notFound = (ctx: Ctx) =>
  new NotFoundError([
    { type: 'error', message: ctx.t('addresses.api.notFound'), meta: { fields: ['partnerId'] } },
  ])
const readOnly = (ctx: Ctx) =>
  new ConflictError([
    { type: 'error', message: ctx.t('addresses.api.billToReadOnly'), meta: { fields: ['partnerId'] } },
  ])

/** 404 when the customer has no such address at all; 409 when it exists only as a read-only invoice address. */
async function missingOrReadOnly(ctx: Ctx, partnerId: string, type: AddressType): Promise<RouteError> {
  if (!isEditableType(type) && (await findOwnAddress(ctx, type, partnerId))) return readOnly(ctx)
  const types = await hasOwnPartner(ctx, partnerId)
  return types.length && !types.some(isEditableType) ? readOnly(ctx) : notFound(ctx)
}

const audit = (ctx: Ctx, action: string, details: Record<string, unknown>) =>
  recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, `address.${action}`, details)

/** GET /api/address/list. */
export async function addressListResponse(ctx: Ctx) {
  return reply({ addressList: await addressList(ctx) })
}

const labels = (ctx: Ctx) => ({
  field: (name: AddressFieldName) => ctx.t(`addresses.fields.${name}`),
  country: (code: string) => ctx.t(`addresses.country.${code as 'CH'}`),
})

/** GET /api/address/list/edit: the form of an existing delivery address, or of a new one (no partnerId). */
export async function editFormResponse(ctx: Ctx, query: { partnerId?: string; type: AddressType }) {
  if (!isEditableType(query.type))
    throw query.partnerId
      ? await missingOrReadOnly(ctx, query.partnerId, query.type)
      : new ValidationError([
          { type: 'error', message: ctx.t('addresses.api.newOnlyShipTo'), meta: { fields: ['type'] } },
        ])
  if (!query.partnerId)
    return reply({
      configuration: addressFormConfiguration(
        null,
        ADDRESS_TYPES.SHIP_TO,
        valuesOfAddress(null),
        labels(ctx),
      ),
    })
  const address = await findOwnAddress(ctx, query.type, query.partnerId)
  if (!address) throw await missingOrReadOnly(ctx, query.partnerId, query.type)
  return reply({
    configuration: addressFormConfiguration(
      address.partnerId,
      ADDRESS_TYPES.SHIP_TO,
      valuesOfAddress(toCheckoutAddress(address)),
      labels(ctx),
    ),
  })
}

/** The sentence of a field's problem in the caller's language. */
export function problemText(
  ctx: Pick<Ctx, 't'>,
  field: AddressFieldName,
  problem: AddressFieldProblem,
): string {
  const rule = ADDRESS_FIELD_RULES.find((candidate) => candidate.name === field)
  return ctx.t(`addresses.errors.${problem}`, {
    label: ctx.t(`addresses.fields.${field}`),
    max: rule?.maxLength ?? 0,
  })
}

/** Checks the values with the form's rules: the values, or a 400 naming every bad field (`values.postalCode` …). */
export function checkValues(ctx: Ctx, raw: Record<string, unknown>): { values: AddressValues } {
  const parsed = addressValuesSchema().safeParse(raw)
  if (parsed.success) return { values: parsed.data as AddressValues }
  const messages: ApiMessage[] = []
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        messages.push({
          type: 'error',
          message: ctx.t('account.api.badParameter', { parameter: `values.${key}` }),
          meta: { fields: [`values.${key}`] },
        })
      continue
    }
    const field = issue.path[0]
    if (typeof field !== 'string' || !(ADDRESS_FIELD_NAMES as readonly string[]).includes(field)) {
      messages.push({
        type: 'error',
        message: ctx.t('account.api.badParameter', { parameter: 'values' }),
        meta: { fields: ['values'] },
      })
      continue
    }
    const known = ['required', 'tooLong', 'pattern', 'postalCodeFourDigits', 'option'].includes(issue.message)
    messages.push({
      type: 'error',
      message: known
        ? problemText(ctx, field as AddressFieldName, issue.message as AddressFieldProblem)
        : ctx.t('account.api.badParameter', { parameter: `values.${field}` }),
      meta: { fields: [`values.${field}`] },
    })
  }
  throw new ValidationError(messages)
}

/**
 * POST /api/address/list/edit: a new delivery address (partnerId null, a
 * generated partner id) or new values for an existing one. Bad values are a
 * 400 naming each field; another customer's or an unknown partner id a 404;
 * an invoice address a 409 — nothing changes then.
 */
export async function saveAddressResponse(
  ctx: Ctx,
  body: { partnerId: string | null; type: AddressType; values: Record<string, unknown> },
) {
  if (!isEditableType(body.type))
    throw body.partnerId
      ? await missingOrReadOnly(ctx, body.partnerId, body.type)
      : new ValidationError([
          { type: 'error', message: ctx.t('addresses.api.newOnlyShipTo'), meta: { fields: ['type'] } },
        ])
  const existing = body.partnerId ? await findOwnAddress(ctx, body.type, body.partnerId) : null
  if (body.partnerId && !existing) throw await missingOrReadOnly(ctx, body.partnerId, body.type)
  const checked = checkValues(ctx, body.values)
  let saved: Address
  if (existing) {
    saved = await updateAddress(ctx, existing, checked.values)
    await audit(ctx, 'update', { partnerId: saved.partnerId, type: saved.type })
  } else {
    saved = await createShipTo(ctx, checked.values)
    await audit(ctx, 'create', { partnerId: saved.partnerId, type: saved.type })
  }
  return reply(
    { address: toCheckoutAddress(saved), addressList: await addressList(ctx) },
    {
      status: existing ? 200 : 201,
      messages: [
        { type: 'success', message: ctx.t(existing ? 'addresses.done.saved' : 'addresses.done.created') },
      ],
    },
  )
}

/** POST /api/address/list/delete: a delivery address of the customer while another remains; answers the new list. */
export async function deleteAddressResponse(ctx: Ctx, body: { partnerId: string; type: AddressType }) {
  if (!isEditableType(body.type)) throw await missingOrReadOnly(ctx, body.partnerId, body.type)
  const address = await findOwnAddress(ctx, body.type, body.partnerId)
  if (!address) throw await missingOrReadOnly(ctx, body.partnerId, body.type)
  const list = await addressList(ctx)
  if (list.shipTo.length <= 1)
    throw new ConflictError([
      { type: 'error', message: ctx.t('addresses.api.lastShipTo'), meta: { fields: ['partnerId'] } },
    ])
  await deleteAddress(ctx, address)
  await audit(ctx, 'delete', { partnerId: address.partnerId, type: address.type })
  return reply(
    { addressList: await addressList(ctx) },
    { messages: [{ type: 'success', message: ctx.t('addresses.done.deleted') }] },
  )
}

/** POST /api/address/list/preferred (sets the preferred ship-to or bill-to address): exactly one preferred address per type afterwards; answers the new list. */
export async function preferredResponse(ctx: Ctx, body: { partnerId: string; type: AddressType }) {
  const address = await findOwnAddress(ctx, body.type, body.partnerId)
  if (!address) throw notFound(ctx)
  await makePreferred(ctx, address)
  await audit(ctx, 'preferred', { partnerId: address.partnerId, type: address.type })
  const name = toCheckoutAddress(address).companyName.join(', ')
  return reply(
    { addressList: await addressList(ctx) },
    { messages: [{ type: 'success', message: ctx.t('addresses.done.preferred', { name }) }] },
  )
}
