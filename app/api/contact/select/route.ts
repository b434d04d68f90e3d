import { ZContactSelectInput } from '@/features/contacts/schemas'
import { findSelectableContact, selectContact } from '@/features/contacts/server/contacts'
import { badField, contactsContext, firstField } from '@/features/contacts/server/request'
import { contactSessionOf } from '@/features/contacts/server/session'
import { ACCOUNT_COOKIE } from '@/features/accounts/server/cookie'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { NotFoundError } from '@/lib/api/errors'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * POST /api/contact/select { id, contactId }: the signed-in
 * employee acts for this contact from now on (stored on its account, so it
 * holds for every later request). Only contacts of assigned customers (else
 * 404). Answers the session parts that change: { selectedContact,
 * contactPerson, availableContacts: [] }.
 */
export const POST = defineRoute(
  {
    auth: contactsContext({ employee: true }),
    write: true,
    input: { body: ZContactSelectInput },
    invalid: ({ error }, ctx) => badField(ctx, firstField(error.issues, 'id')),
  },
  async ({ ctx, body, request }) => {
    const contact = await findSelectableContact(ctx.account, ctx.tenant.id, body.id, body.contactId)
    if (!contact) throw new NotFoundError(ctx.t('contacts.api.contactMissing'))
    await selectContact(ctx.account, ctx.tenant.id, contact)
    const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, ctx.tenant.id)
    const { selectedContact, contactPerson } = await contactSessionOf(account)
    if (!selectedContact) throw new NotFoundError(ctx.t('contacts.api.contactMissing'))
    return reply(
      { selectedContact, contactPerson, availableContacts: [] },
      {
        messages: [
          { type: 'success', message: ctx.t('contacts.api.selected', { name: selectedContact.name }) },
        ],
      },
    )
  },
)
