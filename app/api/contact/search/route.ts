import { ZContactSearchInput } from '@/features/contacts/schemas'
import { searchContacts } from '@/features/contacts/server/contacts'
import { badField, contactsContext, firstField } from '@/features/contacts/server/request'
import { ConflictError, TooManyRequestsError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'
import { createRateLimiter } from '@/lib/rate-limit'

/** Searches per account: a typing employee stays far below; a script does not. */
const searchesPerAccount = createRateLimiter('contact-searches-per-account', {
  limit: 120,
  windowSeconds: 60,
})

/**
 * POST /api/contact/search { search, limit ≤ 5 }: contacts of the
 * customers assigned to the signed-in employee → { availableContacts }.
 * Customers get 403; an employee who already acts for a contact gets 409
 * (no further search while one is selected).
 */
export const POST = defineRoute(
  {
    auth: contactsContext({ employee: true }),
    write: true,
    input: { body: ZContactSearchInput },
    invalid: ({ error }, ctx) => badField(ctx, firstField(error.issues, 'search')),
  },
  async ({ ctx, body }) => {
    if (ctx.account.onBehalf) throw new ConflictError(ctx.t('contacts.api.contactAlreadySelected'))
    const gate = await searchesPerAccount.hit(String(ctx.account.id))
    if (!gate.allowed)
      throw new TooManyRequestsError(ctx.t('contacts.api.tooManySearches'), gate.retryAfterSeconds)
    return { availableContacts: await searchContacts(ctx.account, ctx.tenant.id, body.search, body.limit) }
  },
)
