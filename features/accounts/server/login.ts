import 'server-only'

import { AuthenticationError, createLocalReq, LockedAuth, logoutOperation } from 'payload'

import { env } from '@/lib/env'
import { systemData } from '@/lib/data/system'
import { getPayload } from '@/lib/payload/get-payload'
import { createOneAtATime } from '@/lib/one-at-a-time'
import { createRateLimiter } from '@/lib/rate-limit'

import type { LoginInput } from '../schemas'
import { loginDelaySeconds } from './login-delay'

/**
 * Login protection (docs/security.md). Failures are counted, never successes:
 * - per client address, over every account: LOGIN_ATTEMPTS_PER_IP failures
 *   per LOGIN_IP_WINDOW_SECONDS, then that address is refused before any
 *   password check. Without a trustworthy address nothing is counted here, so
 *   no shared bucket exists that one client could fill for everybody.
 * - per account and address: after ACCOUNT_MAX_LOGIN_ATTEMPTS failures the
 *   address must wait a delay that doubles with every further failure (2 s,
 *   4 s, 8 s … at most ACCOUNT_LOCK_SECONDS, which is also how long failures
 *   are remembered). Other addresses — the owner's — are not slowed down, so a
 *   stranger cannot lock anybody out; a successful login clears that
 *   address's count, a password reset every count of the account.
 * Payload's own lock (maxLoginAttempts) is off for accounts (cms/collections/accounts.ts).
 */
const failuresPerAddress = createRateLimiter('login-failures-per-address', {
  limit: env.loginAttemptsPerIp,
  windowSeconds: env.loginIpWindowSeconds,
})
const failuresPerAccountAddress = createRateLimiter('login-failures-per-account-address', {
  limit: env.accountMaxLoginAttempts,
  windowSeconds: env.accountLockSeconds,
})

const addressKey = (address: string) => `ip:${address}`
const accountPrefix = (accountId: number | string) => `acct:${accountId}:`
/** Clients without a trustworthy address share one key per account: they can only slow each other down, by a bounded delay. */
const accountAddressKey = (accountId: number | string, address: string | null) =>
  `${accountPrefix(accountId)}${address ?? 'unknown'}`

export type LoginOutcome =
  | { kind: 'ok'; token: string; expiresInSeconds: number }
  | { kind: 'invalid' }
  | { kind: 'deactivated' }
  | { kind: 'locked' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

/**
 * Logins of one account run one after another, on every instance
 * (lib/one-at-a-time.ts: in this process, and through Redis when instances
 * share one): Payload stores an account's sessions as one list it reads and
 * writes back, so two logins at the same moment (two devices, two tabs) would
 * keep only one of the two new sessions, and the other device would find
 * itself signed out.
 */
const oneAtATime = createOneAtATime('login')

/**
 * Signs a shop account in for one tenant. Unknown user, wrong password and an
 * account of another tenant give the same answer, so nothing is revealed. An
 * account its company's administrator deactivated is refused as such, but
 * only with the right password (with a wrong one it is "invalid" like any
 * other), so the answer tells nothing to whom does not know the password.
 */
export async function login(
  input: LoginInput,
  ctx: { tenantId: string | number; ip: string | null },
): Promise<LoginOutcome> {
  if (ctx.ip) {
    const gate = await failuresPerAddress.peek(addressKey(ctx.ip))
    if (!gate.allowed) return { kind: 'rate-limited', retryAfterSeconds: gate.retryAfterSeconds }
  }

  const payload = await getPayload()
  const username = input.username.toLowerCase()
  // Before sign-in there is no account to scope by: finding whose name it is is system work.
  const owner = await systemData('finding the account a sign-in names').find({
    collection: 'accounts',
    where: { and: [{ username: { equals: username } }, { tenant: { equals: ctx.tenantId } }] },
    limit: 1,
    depth: 0,
    select: { username: true, deactivatedAt: true },
  })
  const countAddress = async () => {
    if (ctx.ip) await failuresPerAddress.hit(addressKey(ctx.ip))
  }
  if (owner.totalDocs === 0) {
    await countAddress()
    return { kind: 'invalid' }
  }
  const accountId = owner.docs[0]!.id
  const deactivated = !!owner.docs[0]!.deactivatedAt
  const pairKey = accountAddressKey(accountId, ctx.ip)

  // One attempt per account at a time (see oneAtATime), so the delay check and the count cannot be raced past.
  return oneAtATime(String(accountId), async (): Promise<LoginOutcome> => {
    const pair = await failuresPerAccountAddress.peek(pairKey)
    const waitMs =
      pair.lastHitAt === null
        ? 0
        : pair.lastHitAt +
          loginDelaySeconds(pair.count, env.accountMaxLoginAttempts, env.accountLockSeconds) * 1000 -
          Date.now()
    if (waitMs > 0) return { kind: 'rate-limited', retryAfterSeconds: Math.ceil(waitMs / 1000) }
    const failed = async (): Promise<LoginOutcome> => {
      await Promise.all([countAddress(), failuresPerAccountAddress.hit(pairKey)])
      return { kind: 'invalid' }
    }
    try {
      const result = await payload.login({
        collection: 'accounts',
        data: { username, password: input.password },
      })
      if (!result.token) return failed()
      // Only this address's failures: the owner signing in must not wipe a stranger's count.
      await failuresPerAccountAddress.reset(pairKey)
      if (deactivated) {
        // Said only to whom knows the password (a wrong one stays "invalid"): the session just opened ends at once.
        await endSession(result.token, result.user as unknown as Record<string, unknown>)
        return { kind: 'deactivated' }
      }
      return {
        kind: 'ok',
        token: result.token,
        expiresInSeconds: payload.collections.accounts.config.auth.tokenExpiration,
      }
    } catch (error) {
      // Payload's own lock is off for accounts (maxLoginAttempts: 0); should it ever be switched on again, its lock answers "locked".
      if (error instanceof LockedAuth) return { kind: 'locked' }
      if (error instanceof AuthenticationError) return failed()
      throw error
    }
  })
}

/** The session id a token was signed with (Payload's `sid` claim), or undefined. */
function sessionIdOf(token: string): string | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sid?: unknown
    }
    return typeof claims.sid === 'string' ? claims.sid : undefined
  } catch {
    return undefined
  }
}

/** Ends the session a sign-in just opened (a deactivated account's: it must not stay in the account's sessions). */
async function endSession(token: string, user: Record<string, unknown>): Promise<void> {
  const payload = await getPayload()
  const req = await createLocalReq(
    { user: { ...user, collection: 'accounts', _sid: sessionIdOf(token) } as never },
    payload,
  )
  await logoutOperation({ collection: payload.collections.accounts, req })
}

/** After a password reset: every address may try this account again. */
export async function clearLoginFailures(accountId: number | string): Promise<void> {
  await failuresPerAccountAddress.resetPrefix(accountPrefix(accountId))
}

/** Test seam: forget the counters of one address. */
export async function resetLoginRateLimit(ip: string): Promise<void> {
  await failuresPerAddress.reset(addressKey(ip))
}
