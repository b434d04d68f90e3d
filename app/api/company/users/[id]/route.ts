import { ZCompanyUserParams, ZUpdateUser } from '@/features/company/schemas'
import { companyAdminContext, invalidUserInput, updateUser } from '@/features/company/server/users'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * PATCH /api/company/users/{id} { role?, orderLimitChf?, monthlyBudgetChf?,
 * active? }: changes a user of the caller's company (administrators only)
 * and answers { user }. Limits in CHF with up to two decimals (null: none;
 * buyers only); active false deactivates, true reactivates. Bad input: 400
 * with one message per field; another company's user: 404; the last active
 * administrator demoted or deactivated: 409. Nothing changes on a refusal.
 */
export const PATCH = defineRoute(
  {
    auth: companyAdminContext,
    write: true,
    input: { params: ZCompanyUserParams, body: ZUpdateUser },
    invalid: invalidUserInput,
  },
  async ({ ctx, params, body }) => {
    const { user, message } = await updateUser(ctx, params.id, body)
    return reply({ user }, { messages: [{ type: 'success', message }] })
  },
)
