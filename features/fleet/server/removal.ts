import 'server-only'

import type { PayloadRequest } from 'payload'

import { systemData } from '@/lib/data/system'

/**
 * The service reminders of a fleet entry that is being deleted, in the
 * delete's transaction. Reminders are the accounts' rows (each user's own),
 * which no scope of the deleting user may remove, so this one step is
 * system work — narrowed by its where to the entry, its customer and tenant.
 */
export async function removeReminders(
  tenant: number,
  customer: number,
  entry: number,
  req: PayloadRequest,
): Promise<void> {
  await systemData('removing a deleted fleet entry’s service reminders').delete({
    collection: 'service-reminders',
    where: {
      and: [{ tenant: { equals: tenant } }, { customer: { equals: customer } }, { entry: { equals: entry } }],
    },
    req,
  })
}
