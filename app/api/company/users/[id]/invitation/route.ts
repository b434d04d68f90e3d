import { linkOrigin } from '@/features/accounts/server/password-reset'
import { ZCompanyUserParams } from '@/features/company/schemas'
import { companyAdminContext, invalidUserInput, resendInvitation } from '@/features/company/server/users'
import { requestHost } from '@/lib/api/request-context'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * POST /api/company/users/{id}/invitation: mails the invitation of a user
 * who has not set a password yet once more (older links stop working) and
 * answers { user }. Administrators only; another company's user: 404; a
 * user who is active or deactivated: 409.
 */
export const POST = defineRoute(
  {
    auth: companyAdminContext,
    write: true,
    input: { params: ZCompanyUserParams },
    invalid: invalidUserInput,
  },
  async ({ ctx, params, request }) => {
    const { user, message } = await resendInvitation(
      ctx,
      params.id,
      linkOrigin(ctx.tenant, requestHost(request), request.nextUrl.protocol),
    )
    return reply({ user }, { messages: [{ type: 'success', message }] })
  },
)
