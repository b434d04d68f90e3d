/**
 * A fixed-window counter per key (e.g. failed logins per IP). In memory, per
 * app instance; docs/scaling.md says how to share it between instances.
 */
export type RateLimiter = {
  /** Counts one hit; answers whether the key is still within its limit. */
  hit(key: string, now?: number): { allowed: boolean; remaining: number; retryAfterSeconds: number }
  /** Tells without counting. */
  peek(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number }
  reset(key: string): void
}

export function createMemoryRateLimiter({ limit, windowSeconds, maxKeys = 50_000 }: { limit: number; windowSeconds: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const current = (key: string, now: number) => {
    const entry = windows.get(key)
    if (!entry || entry.resetAt <= now) return null
    return entry
  }
  return {
    hit(key, now = Date.now()) {
      let entry = current(key, now)
      if (!entry) {
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
        }
        entry = { count: 0, resetAt: now + windowSeconds * 1000 }
        windows.set(key, entry)
      }
      entry.count += 1
      return {
        allowed: entry.count <= limit,
        remaining: Math.max(0, limit - entry.count),
        retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000),
      }
    },
    peek(key, now = Date.now()) {
      const entry = current(key, now)
      return { allowed: !entry || entry.count < limit, retryAfterSeconds: entry ? Math.ceil((entry.resetAt - now) / 1000) : 0 }
    },
    reset(key) {
      windows.delete(key)
    },
  }
}
