import type { Access } from 'payload'

import { isEditorUser } from './is-editor'

/** The public reads published documents only; editors read drafts too. */
export const publishedOrEditor: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  return { _status: { equals: 'published' } }
}
