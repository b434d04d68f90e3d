import 'server-only'

import type { ShoppingList } from '@/cms/payload-types'
import { dataScope, shopData } from '@/lib/data'
import { counted } from '@/lib/numbers'
import { relationId } from '@/lib/relation-ids'

import {
  SHOPPING_LIST_CHANGE_ACTIONS,
  SHOPPING_LIST_CHANGES_KEPT,
  type ShoppingListChangeAction,
} from '../constants'
import type { ShoppingListChange } from '../schemas'
import type { ShoppingListContext } from './request'

/**
 * Who changes a list: the signed-in account (for an employee acting for a
 * contact: the employee, with the contact's name in `onBehalfOf`).
 */
export type ListActor = { id: number; name: string; onBehalfOf: string | null }

/** A change to note: what was done and its particulars (article numbers, quantities, names). */
export type ChangeInput = { action: ShoppingListChangeAction; details?: Record<string, unknown> }

type StoredChange = NonNullable<ShoppingList['changes']>[number]

/** An account's name as lists show it: first and last name, else the user name. */
export const personName = (account: {
  firstName?: string | null
  lastName?: string | null
  username?: string | null
}): string => `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim() || account.username || ''

/** The actor of a request: the account, and the contact it acts for (read within its own scope). */
export async function listActor(ctx: Pick<ShoppingListContext, 'tenant' | 'account'>): Promise<ListActor> {
  const { account } = ctx
  const contactId = account.onBehalf?.contact
  const contact =
    contactId == null
      ? null
      : ((await shopData(dataScope(ctx.tenant.id, account)).findByID({
          collection: 'contacts',
          id: contactId,
          depth: 0,
          disableErrors: true,
          select: { firstName: true, lastName: true },
        })) as { firstName?: string | null; lastName?: string | null } | null)
  return {
    id: account.id,
    name: personName(account),
    onBehalfOf: contact ? personName(contact) || null : null,
  }
}

/**
 * The attribution fields of a save that made `changes`: the new rows first
 * (each with time, actor and, when on behalf, the contact's name in its
 * details), the list's earlier rows after them, the newest 50 kept; and who
 * changed the list last, when. Nothing when nothing changed.
 */
export function attributed(
  list: Pick<ShoppingList, 'changes'> | null,
  actor: ListActor,
  changes: ChangeInput[],
  at: Date = new Date(),
): Pick<ShoppingList, 'changes' | 'lastChangedBy' | 'lastChangedAt'> | Record<string, never> {
  if (!changes.length) return {}
  const when = at.toISOString()
  const rows: StoredChange[] = changes.map(({ action, details }) => ({
    at: when,
    by: actor.id,
    byName: actor.name,
    action,
    details: { ...details, ...(actor.onBehalfOf ? { onBehalfOf: actor.onBehalfOf } : {}) },
  }))
  const earlier = (list?.changes ?? []).map((row) => ({ ...row, by: relationId(row.by) }))
  return {
    changes: [...rows, ...earlier].slice(0, SHOPPING_LIST_CHANGES_KEPT),
    lastChangedBy: actor.id,
    lastChangedAt: when,
  }
}

const isAction = (value: unknown): value is ShoppingListChangeAction =>
  typeof value === 'string' && (SHOPPING_LIST_CHANGE_ACTIONS as readonly string[]).includes(value)

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''))

/** A stored change described in the caller's language (rows an editor changed are read leniently). */
function describe(
  t: ShoppingListContext['t'],
  action: ShoppingListChangeAction,
  details: Record<string, unknown>,
) {
  switch (action) {
    case 'create':
      return t('shoppingLists.changes.create')
    case 'rename':
      return t('shoppingLists.changes.rename', { from: text(details.from), to: text(details.to) })
    case 'add': {
      const entries = (Array.isArray(details.entries) ? details.entries : []).map(record)
      return t(
        'shoppingLists.changes.add',
        counted(entries.length, {
          articles: entries
            .map((entry) => `${text(entry.articleNumber)} (${text(entry.quantity)})`)
            .join(', '),
        }),
      )
    }
    case 'quantity': {
      const entries = (Array.isArray(details.entries) ? details.entries : []).map(record)
      return t('shoppingLists.changes.quantity', {
        changes: entries
          .map((entry) =>
            t('shoppingLists.changes.quantityOf', {
              articleNumber: text(entry.articleNumber),
              from: text(entry.from),
              to: text(entry.to),
            }),
          )
          .join(', '),
      })
    }
    case 'remove':
      return t('shoppingLists.changes.remove', { articles: strings(details.entries).join(', ') })
    case 'reorder':
      return t('shoppingLists.changes.reorder')
    case 'share': {
      const names = strings(details.names).join(', ')
      if (details.sharedWithCompany === true)
        return names
          ? t('shoppingLists.changes.shareCompanyAndNamed', { names })
          : t('shoppingLists.changes.shareCompany')
      return names ? t('shoppingLists.changes.shareNamed', { names }) : t('shoppingLists.changes.shareNone')
    }
  }
}

/** A list's stored changes as the shop shows them, newest first. */
export function shownChanges(
  ctx: Pick<ShoppingListContext, 't'>,
  doc: Pick<ShoppingList, 'changes'>,
): ShoppingListChange[] {
  return (doc.changes ?? []).flatMap((row) => {
    if (!isAction(row.action)) return []
    const details = record(row.details)
    return [
      {
        at: row.at,
        byName: row.byName ?? '',
        onBehalfOf: typeof details.onBehalfOf === 'string' ? details.onBehalfOf : null,
        action: row.action,
        text: describe(ctx.t, row.action, details),
      },
    ]
  })
}
