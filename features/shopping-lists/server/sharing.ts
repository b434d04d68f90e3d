import 'server-only'

import type { Account, ShoppingList } from '@/cms/payload-types'
import { recordAudit } from '@/features/contacts/server/audit'
import { ValidationError } from '@/lib/api/errors'
import { dataScope, shopData } from '@/lib/data'
import { relationId, relationIds } from '@/lib/relation-ids'

import type { ListPerson, UpdateShoppingListBody } from '../schemas'
import { personName, type ChangeInput } from './attribution'
import type { ShoppingListContext } from './request'

const scopeOf = (ctx: Pick<ShoppingListContext, 'tenant' | 'account'>) =>
  dataScope(ctx.tenant.id, ctx.account)

/**
 * The active users of the caller's company (for an employee acting for a
 * contact: of the contact's company) other than the caller: shop accounts of
 * the customer on this tenant, active shop users, not deactivated. Read within
 * the caller's scope, so another company's accounts are never among them.
 */
export async function activeColleagues(
  ctx: Pick<ShoppingListContext, 'tenant' | 'account'>,
  ids?: readonly number[],
): Promise<ListPerson[]> {
  const scope = scopeOf(ctx)
  if (scope.customer == null) return []
  const { docs } = await shopData(scope).find({
    collection: 'accounts',
    where: {
      and: [
        { customer: { equals: scope.customer } },
        { type: { equals: 'customer' } },
        { isActiveEcommerceShopUser: { equals: true } },
        { deactivatedAt: { exists: false } },
        { id: { not_equals: ctx.account.id } },
        ...(ids ? [{ id: { in: [...ids] } }] : []),
      ],
    },
    sort: 'lastName',
    depth: 0,
    pagination: false,
    select: { firstName: true, lastName: true, username: true },
  })
  return (docs as Pick<Account, 'id' | 'firstName' | 'lastName' | 'username'>[])
    .map((account) => ({ id: account.id, name: personName(account) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de-CH'))
}

/** The names of accounts the caller may read (owners and colleagues of its company, itself). */
export async function accountNames(
  ctx: Pick<ShoppingListContext, 'tenant' | 'account'>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const names = new Map<number, string>([[ctx.account.id, personName(ctx.account)]])
  const missing = [...new Set(ids)].filter((id) => !names.has(id))
  if (!missing.length) return names
  const { docs } = await shopData(scopeOf(ctx)).find({
    collection: 'accounts',
    where: { id: { in: missing } },
    depth: 0,
    pagination: false,
    select: { firstName: true, lastName: true, username: true },
  })
  for (const account of docs as Pick<Account, 'id' | 'firstName' | 'lastName' | 'username'>[])
    names.set(account.id, personName(account))
  return names
}

/** A list's sharing as stored. */
export type Sharing = { sharedWithCompany: boolean; sharedWith: number[] }

export const sharingOf = (list: Pick<ShoppingList, 'sharedWithCompany' | 'sharedWith'>): Sharing => ({
  sharedWithCompany: list.sharedWithCompany === true,
  sharedWith: relationIds(list.sharedWith),
})

/** The same sharing, whatever the colleagues' order. */
const sharingKey = (sharing: Sharing) =>
  `${sharing.sharedWithCompany}|${[...sharing.sharedWith].sort((a, b) => a - b).join(',')}`

/** A new sharing of a list: what to store, the change to note (null when it stays as it was) and the colleagues' names. */
export type SharingChange = { sharing: Sharing; change: ChangeInput | null }

/**
 * The sharing a PATCH asks for (after the owner check): `sharedWithCompany`
 * and `sharedWith` as sent, the other part as it was. Every named colleague
 * must be an active user of the caller's company, named once and not the
 * owner (400 naming `sharedWith`, nothing stored); a list of no company
 * (an employee's own, acting for nobody) cannot be shared at all.
 */
export async function requestedSharing(
  ctx: ShoppingListContext,
  list: ShoppingList,
  body: Pick<UpdateShoppingListBody, 'sharedWithCompany' | 'sharedWith'>,
): Promise<SharingChange | null> {
  if (body.sharedWithCompany === undefined && body.sharedWith === undefined) return null
  const before = sharingOf(list)
  const sharing: Sharing = {
    sharedWithCompany: body.sharedWithCompany ?? before.sharedWithCompany,
    sharedWith: body.sharedWith ?? before.sharedWith,
  }
  const customer = scopeOf(ctx).customer
  if (
    (sharing.sharedWithCompany || sharing.sharedWith.length) &&
    (customer == null || relationId(list.customer) !== customer)
  )
    throw new ValidationError(ctx.t('shoppingLists.api.shareNoCompany'), [
      body.sharedWith !== undefined ? 'sharedWith' : 'sharedWithCompany',
    ])
  const unique = new Set(sharing.sharedWith)
  const colleagues = sharing.sharedWith.length ? await activeColleagues(ctx, [...unique]) : []
  const owner = relationId(list.account)
  if (
    unique.size !== sharing.sharedWith.length ||
    colleagues.length !== unique.size ||
    (owner != null && unique.has(owner))
  )
    throw new ValidationError(ctx.t('shoppingLists.api.shareColleagues'), ['sharedWith'])
  if (sharingKey(before) === sharingKey(sharing)) return { sharing, change: null }
  const names = new Map(colleagues.map((colleague) => [colleague.id, colleague.name]))
  return {
    sharing,
    change: {
      action: 'share',
      details: {
        sharedWithCompany: sharing.sharedWithCompany,
        sharedWith: sharing.sharedWith,
        names: sharing.sharedWith.map((id) => names.get(id) ?? String(id)),
      },
    },
  }
}

/**
 * The audit row of a share change: the account that acted (the employee
 * when on behalf, with the contact), the list's company, and the new sharing.
 */
export async function auditSharing(
  ctx: ShoppingListContext,
  list: Pick<ShoppingList, 'id' | 'customer'>,
  sharing: Sharing,
  onBehalfOf: string | null,
): Promise<void> {
  const contact = ctx.account.onBehalf?.contact
  await recordAudit({
    tenantId: ctx.tenant.id,
    actor: ctx.account,
    action: 'shoppingList.share',
    contact: contact == null ? null : { id: contact, name: onBehalfOf ?? '' },
    customer: relationId(list.customer),
    details: { list: list.id, sharedWithCompany: sharing.sharedWithCompany, sharedWith: sharing.sharedWith },
  })
}
