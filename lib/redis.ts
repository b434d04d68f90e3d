import { createClient } from 'redis'

import { redisUrl } from './env'

/**
 * The Redis connection shared by everything in this process that must agree
 * across instances: rate limits and failure counters (lib/rate-limit-redis.ts)
 * and the locks of lib/one-at-a-time.ts. Next loads its cache handler
 * (lib/next-cache-handler.mjs) outside this bundle, with a client of its own.
 * Only used when `REDIS_URL` is set; without it a single instance keeps that
 * state in memory.
 *
 * Commands fail at once while the connection is down (no offline queue), so
 * callers fall back instead of waiting: the rate limits count in memory and
 * the locks are process-local until Redis is back. The client reconnects by
 * itself.
 */
function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  })
}

export type SharedRedis = ReturnType<typeof newClient>

let shared: SharedRedis | null = null
let connecting: Promise<unknown> | null = null
let lastErrorLog = 0

/** The process's client, connecting on first use; null without `REDIS_URL`. */
export function sharedRedis(): SharedRedis | null {
  const url = redisUrl()
  if (!url) return null
  if (!shared) {
    const client = newClient(url)
    // An unhandled 'error' event would end the process; a down Redis is logged at most once a minute.
    client.on('error', (error: unknown) => {
      if (Date.now() - lastErrorLog < 60_000) return
      lastErrorLog = Date.now()
      console.error(
        `[redis] ${error instanceof Error ? error.message : String(error)} (rate limits and locks are per instance until it is back)`,
      )
    })
    connecting = client.connect().catch(() => {
      // reported through the 'error' event; the client keeps reconnecting
    })
    shared = client
  }
  return shared
}

/**
 * The process's client once its first connection attempt has ended (at most
 * `waitMs`), so that the first requests after a start are counted in Redis
 * rather than in the memory fallback; null without `REDIS_URL`.
 */
export async function connectedRedis(waitMs = 2_000): Promise<SharedRedis | null> {
  const client = sharedRedis()
  if (client && !client.isReady && connecting)
    await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, waitMs).unref())])
  return client
}

/** Closes the shared client (tests, shutdown). */
export async function closeSharedRedis(): Promise<void> {
  const client = shared
  shared = null
  // quit() waits for an answer, which a client still reconnecting would never get.
  if (client?.isReady) await client.quit().catch(() => client.destroy())
  else if (client?.isOpen) client.destroy()
}
