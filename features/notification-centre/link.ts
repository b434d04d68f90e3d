import { NOTIFICATION_LINK_MAX_LENGTH } from './constants'

/**
 * A notification's link is a path on the shop's own site ("/de-ch/p/TRB-1",
 * "/de-ch/notifications?x=1#y"): never another host, a protocol-relative
 * address, a backslash trick or a script URL.
 */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > NOTIFICATION_LINK_MAX_LENGTH)
    return false
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false
  return !/[\s\u0000-\u001f]/.test(value)
}
