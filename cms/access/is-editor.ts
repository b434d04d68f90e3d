import type { Access, PayloadRequest } from 'payload'

/** Any signed-in CMS editor (the multi-tenant plugin narrows it to their tenants). */
export function isEditorUser(user: PayloadRequest['user']): boolean {
  return !!user && user.collection === 'users'
}

export const isEditor: Access = ({ req }) => isEditorUser(req.user)
