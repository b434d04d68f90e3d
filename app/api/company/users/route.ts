import { COMPANY_USERS_TABLE, ZInviteUser } from '@/features/company/schemas'
import {
  companyAdminContext,
  invalidUserInput,
  inviteUser,
  listCompanyUsers,
} from '@/features/company/server/users'
import { linkOrigin } from '@/features/accounts/server/password-reset'
import { tableRequest } from '@/features/table-lists/server/table'
import { requestHost } from '@/lib/api/request-context'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * GET /api/company/users (a table list): the users of the caller's company
 * — name, username, e-mail, role, order limit and monthly budget (CHF),
 * state — with search (names, e-mail), filters role and state, sort and
 * pagination. Administrators of the company only (an employee acting for
 * an administrator contact too): 401 anonymous, 403 for everyone else.
 */
export const GET = defineRoute({ auth: companyAdminContext }, async ({ ctx, request }) => ({
  results: await listCompanyUsers(ctx, tableRequest(request.nextUrl, COMPANY_USERS_TABLE, ctx.t).query),
}))

/**
 * POST /api/company/users { firstName, lastName, email, role,
 * orderLimitChf?, monthlyBudgetChf? }: invites a user (201 { user }): an
 * account of the caller's company and a mailed set-password link. Bad input
 * and an e-mail address already in use: 400 with one message per field.
 */
export const POST = defineRoute(
  { auth: companyAdminContext, write: true, input: { body: ZInviteUser }, invalid: invalidUserInput },
  async ({ ctx, body, request }) => {
    const { user, message } = await inviteUser(
      ctx,
      body,
      linkOrigin(ctx.tenant, requestHost(request), request.nextUrl.protocol),
    )
    return reply({ user }, { status: 201, messages: [{ type: 'success', message }] })
  },
)
