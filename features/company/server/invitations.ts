import 'server-only'

import { MAIL_TENANT_HEADER } from '@/cms/email/outbox-adapter'
import { issuePasswordLink, RESET_PAGE_PATH } from '@/features/accounts/server/password-reset'
import { getApiTranslator } from '@/lib/i18n/translator'
import { getPayload } from '@/lib/payload/get-payload'

import { INVITATION_VALID_DAYS } from '../model'

const DAY_MS = 24 * 60 * 60 * 1000

export type Invitation = {
  /** The invited account. */
  account: { id: number; email: string; firstName: string; username: string }
  /** Who invites (the administrator, or the employee acting for one), by name. */
  inviterName: string
  /** The customer company the account belongs to. */
  companyName: string
  tenantId: number | string
  /** A locale of the tenant: the mail's language and the link's. */
  locale: string
  /** The site's own origin (linkOrigin in features/accounts/server/password-reset.ts). */
  origin: string
}

const escape = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * Mails an invitation: a one-use set-password link valid for
 * INVITATION_VALID_DAYS days (a password-reset-tokens row with purpose
 * `invitation`; the reset page sets the first password with it and signs the
 * user in). Every older open link of the account stops working, so a renewed
 * invitation replaces the last one.
 */
export async function sendInvitation(invitation: Invitation): Promise<void> {
  const { account, locale } = invitation
  const token = await issuePasswordLink(
    account.id,
    'invitation',
    new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS),
  )
  const t = await getApiTranslator(locale)
  const link = `${invitation.origin}/${locale}/${RESET_PAGE_PATH}?token=${token}`
  const values = {
    name: account.firstName,
    inviter: invitation.inviterName,
    company: invitation.companyName,
    username: account.username,
    days: INVITATION_VALID_DAYS,
  }
  const text = [
    t('auth.invitation.mail.greeting', values),
    '',
    t('auth.invitation.mail.intro', values),
    '',
    link,
    '',
    t('auth.invitation.mail.username', values),
    t('auth.invitation.mail.validity', values),
    t('auth.invitation.mail.ignore'),
  ].join('\n')
  const html = `<p>${escape(t('auth.invitation.mail.greeting', values))}</p><p>${escape(t('auth.invitation.mail.intro', values))}</p><p><a href="${escape(link)}">${escape(t('auth.invitation.mail.button'))}</a></p><p>${escape(t('auth.invitation.mail.username', values))}<br>${escape(t('auth.invitation.mail.validity', values))}<br>${escape(t('auth.invitation.mail.ignore'))}</p>`
  const payload = await getPayload()
  await payload.sendEmail({
    to: account.email,
    subject: t('auth.invitation.mail.subject', values),
    text,
    html,
    headers: { [MAIL_TENANT_HEADER]: String(invitation.tenantId) },
  })
}
