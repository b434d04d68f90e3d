import type { Session } from '@/features/session/types'

import { mayOrder } from './model'

/** Whether the signed-in user may order (viewers may not); visitors order through the B2C cart. For islands and pages. */
export const mayOrderIn = (session: Pick<Session, 'companyRole'>): boolean =>
  session.companyRole == null || mayOrder(session.companyRole)

/** Whether the signed-in user administers its company (users, limits, approvals). */
export const administersCompany = (session: Pick<Session, 'companyRole'>): boolean =>
  session.companyRole === 'administrator'
