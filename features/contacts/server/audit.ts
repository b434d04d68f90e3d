import 'server-only'

import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { systemData } from '@/lib/data/system'

/** What an employee did on behalf of a contact; later capabilities add their own (e.g. `cart.update`, `order.submit`). */
export type AuditAction = 'contact.select' | 'contact.leave' | 'billingPartner.select' | (string & {})

export type AuditEntry = {
  tenantId: number | string
  actor: Pick<AuthenticatedAccount, 'id' | 'firstName' | 'lastName' | 'username'>
  action: AuditAction
  contact: { id: number; name: string } | null
  customer: number | null
  details?: Record<string, unknown>
}

/** Writes one audit row (server rights: nobody may write the log through the CMS). */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  // The audit log is written by the server only (nobody may create entries through the API).
  await systemData('writing the audit log').create({
    collection: 'audit-log',
    data: {
      tenant: Number(entry.tenantId),
      action: entry.action,
      actor: entry.actor.id,
      actorName: `${entry.actor.firstName} ${entry.actor.lastName} (${entry.actor.username ?? ''})`.trim(),
      contact: entry.contact?.id ?? null,
      contactName: entry.contact?.name ?? null,
      customer: entry.customer,
      details: entry.details ?? {},
    },
    depth: 0,
    context: { disableRevalidate: true },
  })
}

/**
 * Records an action the signed-in account takes while acting for a contact;
 * does nothing when it acts for itself. Cart and order handlers call this
 * with their own action names.
 */
export async function recordOnBehalf(
  ctx: { account: AuthenticatedAccount; tenantId: number | string },
  action: AuditAction,
  details: Record<string, unknown> = {},
): Promise<boolean> {
  const onBehalf = ctx.account.onBehalf
  if (!onBehalf) return false
  const contact = await systemData('naming the contact in the audit log').findByID({
    collection: 'contacts',
    id: onBehalf.contact,
    depth: 0,
    disableErrors: true,
    select: { firstName: true, lastName: true },
  })
  const customer = ctx.account.customer
  await recordAudit({
    tenantId: ctx.tenantId,
    actor: ctx.account,
    action,
    contact: { id: onBehalf.contact, name: contact ? `${contact.firstName} ${contact.lastName}` : '' },
    customer: customer == null ? null : typeof customer === 'object' ? customer.id : customer,
    details,
  })
  return true
}
