import { z } from 'zod'

import type { TableDefinition } from '@/features/table-lists/query'

export const CUSTOMER_KINDS = ['b2b', 'b2c'] as const

/** GET /api/customers/list (a table list): search, filter kind, sort by number or name. */
export const CUSTOMERS_TABLE: TableDefinition = {
  sortColumns: ['customerId', 'name'],
  filters: { kind: { values: CUSTOMER_KINDS } },
  search: true,
}

/** A contact the employee may act for (POST /api/contact/select takes id and contactId). */
export const ZActingContact = z.object({ id: z.string(), contactId: z.string(), name: z.string() })

/** One row of the customers list. */
export const ZCustomerEntry = z.object({
  customerId: z.string(),
  name: z.string(),
  kind: z.enum(CUSTOMER_KINDS),
  kindLabel: z.string(),
  city: z.string().nullable(),
  contactCount: z.number(),
  lastOrderDate: z.string().nullable(),
  /** The customer is assigned to the employee: only then may it act for its contacts. */
  assigned: z.boolean(),
  /** The contacts to act for (assigned customers only), by name. */
  contacts: z.array(ZActingContact),
})
export type CustomerEntry = z.infer<typeof ZCustomerEntry>
