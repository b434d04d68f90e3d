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

/** What a mailed link is for: a new password (recovery) or the first one (an administrator's invitation). */
export type PasswordLinkPurpose = 'reset' | 'invitation'

/**
 * Mints a one-use link for an account and stores only its hash. An
 * invitation withdraws the account's other open links first, so a renewed
 * invitation leaves the older ones without effect. Answers the token for
 * the mailed link.
 */
export async function issuePasswordLink(
  accountId: number,
  purpose: PasswordLinkPurpose,
  expiresAt: Date,
): Promise<string> {
  // Links are minted for accounts that cannot sign in yet or forgot how: system work.
  const system = systemData('password recovery')
  if (purpose === 'invitation') await withdrawOpenLinks(accountId)
  const token = randomBytes(32).toString('base64url')
  await system.create({
    collection: 'password-reset-tokens',
    data: { account: accountId, tokenHash: hashOf(token), expiresAt: expiresAt.toISOString(), purpose },
    depth: 0,
  })
  return token
}

/** Every open link of the account stops working (marked used). */
export async function withdrawOpenLinks(accountId: number, now = new Date().toISOString()): Promise<void> {
  // Password recovery works before there is a signed-in account: system work.
  await systemData('password recovery').update({
    collection: 'password-reset-tokens',
    where: { and: [{ account: { equals: accountId } }, { usedAt: { exists: false } }] },
    data: { usedAt: now },
    depth: 0,
  })
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
    select: { email: true, firstName: true, deactivatedAt: true },
  })
  const account = docs[0]
  // A user its company's administrator deactivated gets nothing (the answer stays the same).
  if (!account?.email || account.deactivatedAt) return 'ok'

  const token = await issuePasswordLink(
    account.id,
    'reset',
    new Date(Date.now() + env.passwordResetMinutes * 60_000),
  )
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

type TokenRow = {
  id: number
  account: number | { id: number }
  expiresAt: string
  usedAt?: string | null
  purpose?: PasswordLinkPurpose | null
}
type LinkAccount = {
  id: number
  username?: string | null
  tenant: number | { id: number }
  passwordSetAt?: string | null
  deactivatedAt?: string | null
}

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

const accountIdOf = (row: TokenRow) => (typeof row.account === 'object' ? row.account.id : row.account)

async function linkAccount(row: TokenRow): Promise<LinkAccount | null> {
  // Password recovery works before there is a signed-in account: system work.
  return (await systemData('password recovery').findByID({
    collection: 'accounts',
    id: accountIdOf(row),
    depth: 0,
    disableErrors: true,
    select: { username: true, tenant: true, passwordSetAt: true, deactivatedAt: true },
  })) as LinkAccount | null
}

const stateOf = (row: TokenRow | null, now = Date.now()): ResetTokenState =>
  !row ? 'invalid' : row.usedAt ? 'used' : Date.parse(row.expiresAt) <= now ? 'expired' : 'valid'

const purposeOf = (row: TokenRow | null): PasswordLinkPurpose =>
  row?.purpose === 'invitation' ? 'invitation' : 'reset'

/** What a link is worth and what it is for, for the reset page (shown before the form). A deactivated account's link is invalid. */
export async function passwordLinkOf(
  token: string,
): Promise<{ state: ResetTokenState; purpose: PasswordLinkPurpose }> {
  const row = await findToken(token)
  const state = stateOf(row)
  if (state === 'valid' && row && (await linkAccount(row))?.deactivatedAt == null)
    return { state, purpose: purposeOf(row) }
  return { state: state === 'valid' ? 'invalid' : state, purpose: purposeOf(row) }
}

/** What a link is worth (see passwordLinkOf). */
export async function resetTokenState(token: string): Promise<ResetTokenState> {
  return (await passwordLinkOf(token)).state
}

/** A set password: whose, and what the link was for (an invitation signs the new user in). */
export type ResetOutcome =
  | {
      outcome: 'ok'
      purpose: PasswordLinkPurpose
      account: { id: number; username: string; tenant: number }
    }
  | { outcome: ResetTokenState; purpose: PasswordLinkPurpose }

/**
 * Sets a new password with a mailed token: the token is claimed first (only
 * an unused one, so two submits cannot both succeed), then the password is
 * set (and, the first time, when: `passwordSetAt` — an invited user is then
 * active), every other open link of the account withdrawn and the account's
 * failed-login counters cleared (features/accounts/server/login.ts). A link
 * of a deactivated account is invalid and changes nothing.
 */
export async function resetPassword(token: string, password: string): Promise<ResetOutcome> {
  const row = await findToken(token)
  const state = stateOf(row)
  const purpose = purposeOf(row)
  if (state !== 'valid' || !row) return { outcome: state, purpose }
  const account = await linkAccount(row)
  if (!account || account.deactivatedAt) return { outcome: 'invalid', purpose }
  // Password recovery works before there is a signed-in account: system work.
  const system = systemData('password recovery')
  const now = new Date().toISOString()
  const claimed = await system.update({
    collection: 'password-reset-tokens',
    where: { and: [{ id: { equals: row.id } }, { usedAt: { exists: false } }] },
    data: { usedAt: now },
    depth: 0,
  })
  if (claimed.docs.length !== 1) return { outcome: 'used', purpose }
  try {
    await system.update({
      collection: 'accounts',
      id: account.id,
      data: { password, ...(account.passwordSetAt ? {} : { passwordSetAt: now }) },
      depth: 0,
    })
  } catch (error) {
    await system.update({ collection: 'password-reset-tokens', id: row.id, data: { usedAt: null }, depth: 0 })
    throw error
  }
  await withdrawOpenLinks(account.id, now)
  // The owner is back in: every address may try again at once (the failures were most likely someone else's).
  await clearLoginFailures(account.id)
  const tenant = typeof account.tenant === 'object' ? account.tenant.id : account.tenant
  return { outcome: 'ok', purpose, account: { id: account.id, username: account.username ?? '', tenant } }
}
