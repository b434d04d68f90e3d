import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { MAIL_TENANT_HEADER } from '@/cms/email/outbox-adapter'
import { env } from '@/lib/env'
import { getApiTranslator } from '@/lib/i18n/translator'
import { systemData } from '@/lib/data/system'
import { getPayload } from '@/lib/payload/get-payload'
import { createRateLimiter } from '@/lib/rate-limit'
import { hostnameOf, type TenantRoute } from '@/lib/tenancy/routing-table'

import type { ResetTokenState } from '../schemas'
import { clearLoginFailures } from './login'

/** Recovery requests per client IP and per name asked for (rate-limited; the answer stays neutral). */
const requestsPerIp = createRateLimiter('password-reset-per-address', { limit: 10, windowSeconds: 15 * 60 })
const requestsPerIdentifier = createRateLimiter('password-reset-per-identifier', {
  limit: 3,
  windowSeconds: 60 * 60,
})

/** The path of the reset page below the locale. */
export const RESET_PAGE_PATH = 'passwort-zuruecksetzen'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The origin a mailed link may point to: the host that was asked when it is
 * one of the tenant's own (a configured domain, its `<slug>.localhost` or
 * localhost), else the configured server address. Never a host the caller
 * made up: a link to a foreign host would hand the token to that host.
 */
export function linkOrigin(
  tenant: Pick<TenantRoute, 'slug' | 'domains'>,
  host: string | null,
  protocol: string,
): string {
  const hostname = hostnameOf(host)
  const own =
    tenant.domains.some((domain) => domain.toLowerCase() === hostname) ||
    hostname === `${tenant.slug}.localhost` ||
    hostname === 'localhost'
  return own && host ? `${protocol.replace(/:$/, '')}://${host}` : env.serverUrl.replace(/\/$/, '')
}

export type RecoveryRequest = {
  identifier: string
  tenantId: number | string
  locale: string
  origin: string
  ip: string | null
}

/**
 * Starts a password reset: for an account of this tenant with that username
 * or e-mail address, a one-time link valid for PASSWORD_RESET_MINUTES is
 * mailed. The caller always learns the same ("if an account exists, a mail
 * is on its way"); only too many requests are refused ('rate-limited').
 */
export async function requestPasswordReset(request: RecoveryRequest): Promise<'ok' | 'rate-limited'> {
  const identifier = request.identifier.trim().toLowerCase()
  // Without a trustworthy address only the per-name limit applies (no bucket shared by every such client).
  if (request.ip && !(await requestsPerIp.hit(request.ip)).allowed) return 'rate-limited'
  // Counted for unknown names too, so the limit says nothing about who exists.
  if (!(await requestsPerIdentifier.hit(`${request.tenantId}:${identifier}`)).allowed) return 'rate-limited'

  const payload = await getPayload()
  // Password recovery works before there is a signed-in account: system work.
  const system = systemData('password recovery')
  const { docs } = await system.find({
    collection: 'accounts',
    where: {
      and: [
        { tenant: { equals: request.tenantId } },
        { or: [{ username: { equals: identifier } }, { email: { equals: identifier } }] },
      ],
    },
    limit: 1,
    depth: 0,
    select: { email: true, firstName: true },
  })
  const account = docs[0]
  if (!account?.email) return 'ok'

  const token = randomBytes(32).toString('base64url')
  await system.create({
    collection: 'password-reset-tokens',
    data: {
      account: account.id,
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + env.passwordResetMinutes * 60_000).toISOString(),
    },
    depth: 0,
  })
  const t = await getApiTranslator(request.locale)
  const link = `${request.origin}/${request.locale}/${RESET_PAGE_PATH}?token=${token}`
  const values = { name: account.firstName ?? '', minutes: env.passwordResetMinutes }
  const text = [
    t('auth.recovery.mail.greeting', values),
    '',
    t('auth.recovery.mail.intro'),
    '',
    link,
    '',
    t('auth.recovery.mail.validity', values),
    t('auth.recovery.mail.ignore'),
  ].join('\n')
  const escape = (value: string) =>
    value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
  const html = `<p>${escape(t('auth.recovery.mail.greeting', values))}</p><p>${escape(t('auth.recovery.mail.intro'))}</p><p><a href="${escape(link)}">${escape(t('auth.recovery.mail.button'))}</a></p><p>${escape(t('auth.recovery.mail.validity', values))}<br>${escape(t('auth.recovery.mail.ignore'))}</p>`
  await payload.sendEmail({
    to: account.email,
    subject: t('auth.recovery.mail.subject'),
    text,
    html,
    headers: { [MAIL_TENANT_HEADER]: String(request.tenantId) },
  })
  return 'ok'
}

type TokenRow = { id: number; account: number | { id: number }; expiresAt: string; usedAt?: string | null }

async function findToken(token: string): Promise<TokenRow | null> {
  // Password recovery works before there is a signed-in account: system work.
  const system = systemData('password recovery')
  const { docs } = await system.find({
    collection: 'password-reset-tokens',
    where: { tokenHash: { equals: hashOf(token) } },
    limit: 1,
    depth: 0,
  })
  return (docs[0] as TokenRow | undefined) ?? null
}

const stateOf = (row: TokenRow | null, now = Date.now()): ResetTokenState =>
  !row ? 'invalid' : row.usedAt ? 'used' : Date.parse(row.expiresAt) <= now ? 'expired' : 'valid'

/** What a link is worth, for the reset page (shown before the form). */
export async function resetTokenState(token: string): Promise<ResetTokenState> {
  return stateOf(await findToken(token))
}

/**
 * Sets a new password with a mailed token: the token is claimed first (only
 * an unused one, so two submits cannot both succeed), then the password is
 * set, every other open link of the account withdrawn and the account's
 * failed-login counters cleared (features/accounts/server/login.ts).
 */
export async function resetPassword(token: string, password: string): Promise<ResetTokenState | 'ok'> {
  const row = await findToken(token)
  const state = stateOf(row)
  if (state !== 'valid' || !row) return state
  // Password recovery works before there is a signed-in account: system work.
  const system = systemData('password recovery')
  const now = new Date().toISOString()
  const claimed = await system.update({
    collection: 'password-reset-tokens',
    where: { and: [{ id: { equals: row.id } }, { usedAt: { exists: false } }] },
    data: { usedAt: now },
    depth: 0,
  })
  if (claimed.docs.length !== 1) return 'used'
  const accountId = typeof row.account === 'object' ? row.account.id : row.account
  try {
    await system.update({ collection: 'accounts', id: accountId, data: { password }, depth: 0 })
  } catch (error) {
    await system.update({ collection: 'password-reset-tokens', id: row.id, data: { usedAt: null }, depth: 0 })
    throw error
  }
  await system.update({
    collection: 'password-reset-tokens',
    where: { and: [{ account: { equals: accountId } }, { usedAt: { exists: false } }] },
    data: { usedAt: now },
    depth: 0,
  })
  // The owner is back in: every address may try again at once (the failures were most likely someone else's).
  await clearLoginFailures(accountId)
  return 'ok'
}
