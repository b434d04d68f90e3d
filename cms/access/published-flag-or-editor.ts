import type { Access } from 'payload'

import { isEditorUser } from './is-editor'

/** The public reads documents whose `published` flag is set; editors read all (to prepare entries before they go live). */
export const publishedFlagOrEditor: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  return { published: { equals: true } }
}
