import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import type { RateLimiter, RateLimiterOptions } from './rate-limit'
import type { SharedRedis } from './redis'

/** Every key of the app's limits starts with this (one Redis may serve several apps). */
export const REDIS_KEY_PREFIX = 'tribo:rate'

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000))
/** Glob characters of a SCAN pattern, escaped so that a prefix matches only itself. */
const globEscape = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&')

/**
 * A limit shared by every instance through Redis (rate-limiter-flexible's
 * fixed window: the first hit starts a window of `windowSeconds`, counted and
 * expired by Redis itself). While Redis cannot be reached the same limit is
 * counted in this instance's memory (its "insurance" limiter), so a Redis
 * outage neither blocks every visitor nor lifts the limits; counts start over
 * in memory and go back to Redis once it answers again.
 *
 * The time of the last hit (the login delay grows from it) is kept beside the
 * counter under its own key with the same lifetime.
 */
export function createRedisRateLimiter(
  client: SharedRedis,
  name: string,
  { limit, windowSeconds }: RateLimiterOptions,
): RateLimiter {
  const keyPrefix = `${REDIS_KEY_PREFIX}:${name}`
  const insurance = new RateLimiterMemory({ points: limit, duration: windowSeconds })
  const limiter = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    keyPrefix,
    points: limit,
    duration: windowSeconds,
    insuranceLimiter: insurance,
  })
  const lastHitKey = (key: string) => `${keyPrefix}:last:${key}`

  return {
    async hit(key) {
      let res: RateLimiterRes
      try {
        res = await limiter.consume(key)
      } catch (rejection) {
        // Over the limit: rate-limiter-flexible rejects with the counter's state.
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        res = rejection
      }
      await client
        .set(lastHitKey(key), String(Date.now()), { PX: Math.max(1, res.msBeforeNext) })
        .catch(() => undefined)
      return {
        allowed: res.consumedPoints <= limit,
        remaining: Math.max(0, limit - res.consumedPoints),
        count: res.consumedPoints,
        retryAfterSeconds: seconds(res.msBeforeNext),
      }
    },
    async peek(key) {
      const res = await limiter.get(key)
      if (!res || res.consumedPoints === 0)
        return { allowed: limit > 0, count: 0, lastHitAt: null, retryAfterSeconds: 0 }
      const last = await client.get(lastHitKey(key)).catch(() => null)
      return {
        allowed: res.consumedPoints < limit,
        count: res.consumedPoints,
        lastHitAt: last ? Number(last) : null,
        retryAfterSeconds: seconds(res.msBeforeNext),
      }
    },
    async reset(key) {
      await Promise.all([
        limiter.delete(key),
        insurance.delete(key),
        client.del(lastHitKey(key)).catch(() => 0),
      ])
    },
    async resetPrefix(prefix) {
      // The memory fallback cannot list its keys: what it counted while Redis was down expires with its window.
      const patterns = [`${keyPrefix}:${globEscape(prefix)}*`, `${keyPrefix}:last:${globEscape(prefix)}*`]
      try {
        for (const pattern of patterns) {
          for await (const batch of client.scanIterator({ MATCH: pattern, COUNT: 200 })) {
            const keys = (Array.isArray(batch) ? batch : [batch]) as string[]
            if (keys.length) await client.unlink(keys)
          }
        }
      } catch {
        // Redis down: the counters expire with their window.
      }
    },
  }
}
