import type { NextRequest } from 'next/server'

import { ZContactSelectInput } from '@/features/contacts/schemas'
import { findSelectableContact, selectContact } from '@/features/contacts/server/contacts'
import { badField, contactsContext, firstField, jsonBody } from '@/features/contacts/server/request'
import { contactSessionOf } from '@/features/contacts/server/session'
import { ACCOUNT_COOKIE } from '@/features/accounts/server/cookie'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { fail, ok } from '@/lib/api/envelope'

/**
 * POST /api/contact/select { id, contactId } (SPEC §7): the signed-in
 * employee acts for this contact from now on (stored on its account, so it
 * holds for every later request). Only contacts of assigned customers (else
 * 404). Answers the session parts that change: { selectedContact,
 * contactPerson, availableContacts: [] }.
 */
export async function POST(request: NextRequest) {
  const ctx = await contactsContext(request, { employee: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZContactSelectInput.safeParse(await jsonBody(request))
  if (!parsed.success) return badField(ctx, firstField(parsed.error.issues, 'id'))
  const contact = await findSelectableContact(ctx.account, ctx.tenant.id, parsed.data.id, parsed.data.contactId)
  if (!contact) return fail(404, ctx.t('contacts.api.contactMissing'))
  await selectContact(ctx.account, ctx.tenant.id, contact)
  const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, ctx.tenant.id)
  const { selectedContact, contactPerson } = await contactSessionOf(account)
  if (!selectedContact) return fail(404, ctx.t('contacts.api.contactMissing'))
  return ok({ selectedContact, contactPerson, availableContacts: [] }, { messages: [{ type: 'success', message: ctx.t('contacts.api.selected', { name: selectedContact.name }) }] })
}
