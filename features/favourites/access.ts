import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import type { Session } from '@/features/session/types'

/**
 * Whether the session's account keeps favourites: a signed-in business
 * customer, or an employee acting for one — exactly who gets the favourites
 * page in the profile menu (features/account-area/menu.ts), so the hearts and
 * the page never disagree.
 */
export function keepsFavourites(session: Pick<Session, 'user' | 'userMenuEntries'>): boolean {
  return (
    !!session.user && session.userMenuEntries.some((entry) => entry.link.endsWith(ACCOUNT_PATHS.favourites))
  )
}
