import type { NextRequest } from 'next/server'

import { ZContactSearchInput } from '@/features/contacts/schemas'
import { searchContacts } from '@/features/contacts/server/contacts'
import { badField, contactsContext, firstField, jsonBody } from '@/features/contacts/server/request'
import { fail, ok } from '@/lib/api/envelope'
import { createMemoryRateLimiter } from '@/lib/rate-limit'

/** Searches per account: a typing employee stays far below; a script does not. */
const searchesPerAccount = createMemoryRateLimiter({ limit: 120, windowSeconds: 60 })

/**
 * POST /api/contact/search { search, limit ≤ 5 } (SPEC §7): contacts of the
 * customers assigned to the signed-in employee → { availableContacts }.
 * Customers get 403; an employee who already acts for a contact gets 409
 * (SPEC §6: no further search while one is selected).
 */
export async function POST(request: NextRequest) {
  const ctx = await contactsContext(request, { employee: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZContactSearchInput.safeParse(await jsonBody(request))
  if (!parsed.success) return badField(ctx, firstField(parsed.error.issues, 'search'))
  if (ctx.account.onBehalf) return fail(409, ctx.t('contacts.api.contactAlreadySelected'))
  const gate = await searchesPerAccount.hit(String(ctx.account.id))
  if (!gate.allowed) return fail(429, ctx.t('contacts.api.tooManySearches'), { headers: { 'Retry-After': String(gate.retryAfterSeconds) } })
  const availableContacts = await searchContacts(ctx.account, ctx.tenant.id, parsed.data.search, parsed.data.limit)
  return ok({ availableContacts })
}
