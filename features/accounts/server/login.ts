import 'server-only'

import { AuthenticationError, LockedAuth } from 'payload'

import { env } from '@/lib/env'
import { getPayload } from '@/lib/payload/get-payload'
import { createMemoryRateLimiter } from '@/lib/rate-limit'

import type { LoginInput } from '../schemas'

/** Failed logins per client IP (the per-account lockout is Payload's maxLoginAttempts). */
const failedLoginsPerIp = createMemoryRateLimiter({ limit: env.loginAttemptsPerIp, windowSeconds: env.loginIpWindowSeconds })

export type LoginOutcome =
  | { kind: 'ok'; token: string; expiresInSeconds: number }
  | { kind: 'invalid' }
  | { kind: 'locked' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

/**
 * Logins of one account run one after another in this process: Payload
 * stores an account's sessions as one list it reads and writes back, so two
 * logins at the same moment (two devices, two tabs) would keep only one of
 * the two new sessions, and the other device would find itself signed out.
 */
const loginQueues = new Map<string, Promise<unknown>>()
async function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = loginQueues.get(key) ?? Promise.resolve()
  const mine = before.catch(() => undefined).then(run)
  loginQueues.set(key, mine)
  try {
    return await mine
  } finally {
    if (loginQueues.get(key) === mine) loginQueues.delete(key)
  }
}

/**
 * Signs a shop account in for one tenant. Unknown user, wrong password and an
 * account of another tenant give the same answer, so nothing is revealed.
 */
export async function login(input: LoginInput, ctx: { tenantId: string | number; ip: string }): Promise<LoginOutcome> {
  const gate = failedLoginsPerIp.peek(ctx.ip)
  if (!gate.allowed) return { kind: 'rate-limited', retryAfterSeconds: gate.retryAfterSeconds }

  const payload = await getPayload()
  const owner = await payload.find({
    collection: 'accounts',
    where: { and: [{ username: { equals: input.username.toLowerCase() } }, { tenant: { equals: ctx.tenantId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { username: true },
  })
  const failed = (): LoginOutcome => {
    failedLoginsPerIp.hit(ctx.ip)
    return { kind: 'invalid' }
  }
  if (owner.totalDocs === 0) return failed()

  try {
    const result = await oneAtATime(String(owner.docs[0]!.id), () => payload.login({ collection: 'accounts', data: { username: input.username.toLowerCase(), password: input.password } }))
    if (!result.token) return failed()
    return { kind: 'ok', token: result.token, expiresInSeconds: payload.collections.accounts.config.auth.tokenExpiration }
  } catch (error) {
    if (error instanceof LockedAuth) {
      failedLoginsPerIp.hit(ctx.ip)
      return { kind: 'locked' }
    }
    if (error instanceof AuthenticationError) return failed()
    throw error
  }
}

/** Test seam: forget the per-IP counters. */
export function resetLoginRateLimit(ip: string) {
  failedLoginsPerIp.reset(ip)
}
