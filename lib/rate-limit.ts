import { redisUrl } from './env'

/**
 * Fixed-window counters per key (failed logins per address, form submissions
 * per address …). `createRateLimiter` counts in Redis when `REDIS_URL` is set,
 * so that every instance behind a load balancer shares the limits
 * (lib/rate-limit-redis.ts), and in this process's memory otherwise (one
 * instance; docs/scaling.md, docs/security.md).
 */
export type RateLimitHit = {
  /** Whether the key is still within its limit after this hit. */
  allowed: boolean
  /** Hits left in the current window. */
  remaining: number
  /** Hits counted in the current window, this one included. */
  count: number
  /** Seconds until the window ends. */
  retryAfterSeconds: number
}

export type RateLimitState = {
  /** Whether one more hit would still be within the limit. */
  allowed: boolean
  /** Hits counted in the current window (0 without a window). */
  count: number
  /** When the last hit was counted (ms since the epoch), null without a window. */
  lastHitAt: number | null
  /** Seconds until the window ends (0 without a window). */
  retryAfterSeconds: number
}

export type RateLimiter = {
  /** Counts one hit; answers whether the key is still within its limit. */
  hit(key: string, now?: number): Promise<RateLimitHit>
  /** Tells without counting. */
  peek(key: string, now?: number): Promise<RateLimitState>
  /** Forgets one key. */
  reset(key: string): Promise<void>
  /** Forgets every key that starts with `prefix` (e.g. all counters of one account). */
  resetPrefix(prefix: string): Promise<void>
}

export type RateLimiterOptions = { limit: number; windowSeconds: number; maxKeys?: number }

/**
 * The limit `name` (unique in the app: it names the counters in Redis): shared
 * through Redis when `REDIS_URL` is set, in memory otherwise. The Redis client
 * and store load on the first hit, so that a server without Redis never loads
 * them.
 */
export function createRateLimiter(name: string, options: RateLimiterOptions): RateLimiter {
  if (!redisUrl()) return createMemoryRateLimiter(options)
  let store: Promise<RateLimiter> | null = null
  const shared = () =>
    (store ??= Promise.all([
      import('./redis').then(({ connectedRedis }) => connectedRedis()),
      import('./rate-limit-redis'),
    ]).then(([client, { createRedisRateLimiter }]) => createRedisRateLimiter(client!, name, options)))
  return {
    hit: async (key) => (await shared()).hit(key),
    peek: async (key) => (await shared()).peek(key),
    reset: async (key) => (await shared()).reset(key),
    resetPrefix: async (prefix) => (await shared()).resetPrefix(prefix),
  }
}

/**
 * The in-memory store. At most `maxKeys` keys are kept; when full, expired
 * windows are dropped first, then the oldest key, so a flood of new keys
 * costs bounded memory (and can only make the limiter forget, never block).
 */
export function createMemoryRateLimiter({
  limit,
  windowSeconds,
  maxKeys = 50_000,
}: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number; lastHitAt: number }>()
  const current = (key: string, now: number) => {
    const entry = windows.get(key)
    if (!entry) return null
    if (entry.resetAt <= now) {
      windows.delete(key)
      return null
    }
    return entry
  }
  const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000))
  return {
    async hit(key, now = Date.now()) {
      let entry = current(key, now)
      if (!entry) {
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
        }
        entry = { count: 0, resetAt: now + windowSeconds * 1000, lastHitAt: now }
        windows.set(key, entry)
      }
      entry.count += 1
      entry.lastHitAt = now
      return {
        allowed: entry.count <= limit,
        remaining: Math.max(0, limit - entry.count),
        count: entry.count,
        retryAfterSeconds: secondsUntil(entry.resetAt, now),
      }
    },
    async peek(key, now = Date.now()) {
      const entry = current(key, now)
      if (!entry) return { allowed: limit > 0, count: 0, lastHitAt: null, retryAfterSeconds: 0 }
      return {
        allowed: entry.count < limit,
        count: entry.count,
        lastHitAt: entry.lastHitAt,
        retryAfterSeconds: secondsUntil(entry.resetAt, now),
      }
    },
    async reset(key) {
      windows.delete(key)
    },
    async resetPrefix(prefix) {
      for (const key of [...windows.keys()]) if (key.startsWith(prefix)) windows.delete(key)
    },
  }
}
