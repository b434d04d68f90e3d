import type { Access } from 'payload'

import { isEditorUser } from './is-editor'

/** Editors (of their tenants); a shop account only the documents whose `account` is itself. */
export const isEditorOrOwner: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  if (req.user?.collection === 'accounts') return { account: { equals: req.user.id } }
  return false
}

/** Editors; a shop account the documents of the customer company it orders for. */
export const isEditorOrSameCustomer: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  if (req.user?.collection !== 'accounts' || req.user.customer == null) return false
  const customer = typeof req.user.customer === 'object' ? req.user.customer.id : req.user.customer
  return { customer: { equals: customer } }
}
