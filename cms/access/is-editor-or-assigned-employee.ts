import type { Access } from 'payload'

import { isEditorUser } from './is-editor'

/** The customer ids an account serves as employee (employees act for their assigned customers only). */
export function assignedCustomerIds(user: unknown): number[] {
  if (!user || typeof user !== 'object') return []
  const { collection, type, assignedCustomers } = user as {
    collection?: string
    type?: string
    assignedCustomers?: unknown
  }
  if (collection !== 'accounts' || type !== 'employee' || !Array.isArray(assignedCustomers)) return []
  return assignedCustomers
    .map((ref: unknown) =>
      typeof ref === 'object' && ref && 'id' in ref ? Number((ref as { id: unknown }).id) : Number(ref),
    )
    .filter((id) => Number.isInteger(id))
}

/** Editors; an employee account only the contacts of the customers assigned to it. */
export const isEditorOrAssignedEmployee: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  const ids = assignedCustomerIds(req.user)
  return ids.length ? { customer: { in: ids } } : false
}
