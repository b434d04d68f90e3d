// Next's cache (pages of the full route cache, `unstable_cache` data) shared by
// every instance through Redis. Loaded by Next itself at server start, not
// bundled (next.config.ts sets `cacheHandler` to this file only when REDIS_URL
// is set; without it each instance keeps Next's own in-memory cache).
//
// Built on @fortedigital/nextjs-cache-handler (the maintained successor of
// @neshca/cache-handler, with Next 16 support) and its `redis-strings` store:
// - an entry is stored once in Redis, with its tags; `revalidateTag` on any
//   instance deletes every entry of the tag in Redis at once, so the next
//   request on any instance renders fresh (publish visible on the next request
//   everywhere, docs/scaling.md);
// - keys start with `tribo:next:<build id>:`, so a new release never serves
//   pages rendered by the old one (their chunk names differ) and old keys
//   expire with their lifespan;
// - while Redis cannot be reached every read is a miss and every write is
//   dropped: pages are rendered per request (slower, never stale). An
//   invalidation sent during the outage would be lost, so when the connection
//   comes back this instance deletes the cache of its build, which is then
//   filled again.
import fs from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

/**
 * Every key of this build's cache starts with this.
 * @param {string} buildId
 */
export function cacheKeyPrefix(buildId) {
  return `tribo:next:${buildId}:`
}

/** The id of the build in .next ("development" without one). */
export function readBuildId() {
  try {
    return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}

/**
 * Deletes every key that starts with `prefix` (SCAN, not KEYS: Redis keeps answering others meanwhile).
 * @param {import('redis').RedisClientType<any, any, any, any, any>} client
 * @param {string} prefix
 * @returns {Promise<number>}
 */
export async function deleteByPrefix(client, prefix) {
  let deleted = 0
  for await (const batch of client.scanIterator({
    MATCH: `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`,
    COUNT: 500,
  })) {
    const keys = Array.isArray(batch) ? batch : [batch]
    if (keys.length) deleted += await client.unlink(keys)
  }
  return deleted
}

/**
 * The Redis client of the cache, with the outage rule above.
 * @param {string} url
 * @param {string} keyPrefix
 * @param {{ info(message: string): void, error(message: string): void }} [log]
 */
export function createCacheClient(url, keyPrefix, log = console) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  })
  let connectedOnce = false
  let lostSince = 0
  let lastErrorLog = 0
  client.on('error', (error) => {
    if (connectedOnce && !lostSince) lostSince = Date.now()
    if (Date.now() - lastErrorLog < 60_000) return
    lastErrorLog = Date.now()
    log.error(
      `[cache] Redis: ${error instanceof Error ? error.message : String(error)} (pages are rendered per request until it is back)`,
    )
  })
  client.on('end', () => {
    if (connectedOnce && !lostSince) lostSince = Date.now()
  })
  client.on('ready', () => {
    if (!connectedOnce) {
      connectedOnce = true
      return
    }
    if (!lostSince) return
    lostSince = 0
    deleteByPrefix(client, keyPrefix)
      .then((count) =>
        log.info(
          `[cache] Redis is back: deleted ${count} cache entries that may have missed an invalidation`,
        ),
      )
      .catch((error) =>
        log.error(
          `[cache] Redis is back, but clearing the cache failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
  })
  return client
}

CacheHandler.onCreation(async () => {
  // `next build` prerenders into .next on its own; the shared cache is for the servers.
  if (process.env.NEXT_PHASE === 'phase-production-build') return { handlers: [] }
  const keyPrefix = cacheKeyPrefix(readBuildId())
  const client = createCacheClient(process.env.REDIS_URL, keyPrefix)
  // Wait for the first connection (at most the connect timeout); the server serves either way.
  await client.connect().catch(() => undefined)
  return { handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: 2_000 })] }
})

export default CacheHandler
