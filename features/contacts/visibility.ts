import type { SelectedContact, SessionUser } from '@/features/session/types'

/**
 * The header's on-behalf rules in one place, as pure functions of the
 * session's user and selected contact (see docs/rules.md "Roles").
 */

/** Order-on-behalf icon: employees whose options allow it. */
export const showOrderOnBehalf = (user: Pick<SessionUser, 'type' | 'options'> | null): boolean =>
  !!user && user.type === 'employee' && user.options.showContactSelector

/** Contact search: as the icon, unless the employee already has a selected contact. */
export const showContactSelector = (
  user: Pick<SessionUser, 'type' | 'options'> | null,
  selected: SelectedContact | null,
): boolean => showOrderOnBehalf(user) && !selected

/** Contact logout button: non-customer users with a selected contact. */
export const showContactLogout = (
  user: Pick<SessionUser, 'type' | 'options'> | null,
  selected: SelectedContact | null,
): boolean => !!user && user.type !== 'customer' && !!selected

/** "All contacts" (employees, to the customer overview) or "show all as customer" (customers). */
export const contactsLinkKind = (
  user: Pick<SessionUser, 'type' | 'options'> | null,
): 'allContacts' | 'showAllAsCustomer' | null =>
  !user ? null : user.type === 'employee' ? 'allContacts' : 'showAllAsCustomer'
