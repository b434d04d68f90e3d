import type { Access } from 'payload'

import { isEditorUser } from './is-editor'

/** Editors read accounts of their tenants; a shop account reads only itself. */
export const isEditorOrSelf: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  if (req.user?.collection === 'accounts') return { id: { equals: req.user.id } }
  return false
}
