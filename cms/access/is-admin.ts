import type { Access, PayloadRequest } from 'payload'

/** A Payload `users` editor with the global admin role (sees every tenant). */
export function isAdminUser(user: PayloadRequest['user']): boolean {
  return !!user && user.collection === 'users' && Array.isArray(user.roles) && user.roles.includes('admin')
}

export const isAdmin: Access = ({ req }) => isAdminUser(req.user)
