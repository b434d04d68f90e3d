import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startRedis, type TestRedis } from '../tests/helpers/redis-server'

// The shared Next cache against a real Redis. That two servers see one cache is proven by
// `npm run test:cluster`; here: the handler's own rules.
let redis: TestRedis
let admin: ReturnType<typeof createClient>

type Handler = {
  get(
    key: string,
    ctx: { kind: string; softTags?: string[] },
  ): Promise<{ value: unknown; lastModified: number } | null>
  set(key: string, value: unknown, ctx: { tags?: string[]; revalidate?: number | false }): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
type Module = typeof import('./next-cache-handler.mjs') & { default: new (context: object) => Handler }
let handlerModule: Module

beforeAll(async () => {
  redis = await startRedis()
  process.env.REDIS_URL = redis.url
  admin = createClient({ url: redis.url, socket: { reconnectStrategy: false } })
  admin.on('error', () => undefined)
  await admin.connect()
  handlerModule = (await import('./next-cache-handler.mjs')) as unknown as Module
}, 60_000)

afterAll(async () => {
  delete process.env.REDIS_URL
  // destroy(), not quit(): quit waits for an answer from a server the last test has stopped.
  if (admin?.isOpen) admin.destroy()
  await redis?.stop()
})

const fetchEntry = (data: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: data, status: 200, url: '' },
  revalidate: false,
})

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`timed out waiting for: ${what}`)
}

describe('Next cache in Redis', () => {
  it('stores entries under the build, and a tag invalidation removes them for every reader', async () => {
    const CacheHandler = handlerModule.default
    const writer = new CacheHandler({})
    const reader = new CacheHandler({})
    await writer.set('nav', fetchEntry('old navigation'), { tags: ['navigation:tribo'], revalidate: false })
    await writer.set('footer', fetchEntry('footer'), { tags: ['footer:tribo'], revalidate: false })
    expect((await reader.get('nav', { kind: 'FETCH' }))?.value).toMatchObject({
      data: { body: 'old navigation' },
    })
    const keys = await admin.keys('tribo:next:*')
    expect(keys.some((key) => key.endsWith(':nav'))).toBe(true)
    expect(
      keys.every((key) => key.startsWith(handlerModule.cacheKeyPrefix(handlerModule.readBuildId()))),
    ).toBe(true)

    await reader.revalidateTag(['navigation:tribo'], { expire: 0 })
    expect(await writer.get('nav', { kind: 'FETCH' })).toBeNull()
    expect((await writer.get('footer', { kind: 'FETCH' }))?.value).toMatchObject({ data: { body: 'footer' } })
  })

  it('deletes only the keys of one prefix', async () => {
    await admin.set('tribo:next:old-build:a', '1')
    await admin.set('tribo:next:new-build:a', '1')
    await admin.set('tribo:next:new-build:b', '1')
    expect(await handlerModule.deleteByPrefix(admin, 'tribo:next:new-build:')).toBe(2)
    expect(await admin.exists('tribo:next:old-build:a')).toBe(1)
  })

  it('clears its build’s cache when the connection comes back after an outage (invalidations may have been missed)', async () => {
    const prefix = 'tribo:next:outage-test:'
    const logs: string[] = []
    const client = handlerModule.createCacheClient(redis.url, prefix, {
      info: (m: string) => logs.push(m),
      error: (m: string) => logs.push(m),
    })
    await client.connect()
    await client.set(`${prefix}page`, 'rendered before the outage')
    await admin.set('tribo:next:other-build:page', 'kept')
    // The connection drops (as when Redis restarts or the network fails) and comes back.
    await admin.sendCommand(['CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes'])
    await until(
      async () => (await admin.exists(`${prefix}page`)) === 0,
      'the cache of the build to be cleared',
    )
    expect(await admin.exists('tribo:next:other-build:page')).toBe(1)
    expect(logs.join('\n')).toMatch(/Redis is back: deleted 1 cache entries/)
    await client.quit()
  })

  it('answers a miss, and drops writes, while Redis is down (pages are rendered per request)', async () => {
    const CacheHandler = handlerModule.default
    const handler = new CacheHandler({})
    await handler.set('kept', fetchEntry('cached'), { tags: [], revalidate: false })
    expect(await handler.get('kept', { kind: 'FETCH' })).not.toBeNull()
    await redis.stop()
    expect(await handler.get('kept', { kind: 'FETCH' })).toBeNull()
    await expect(
      handler.set('later', fetchEntry('x'), { tags: [], revalidate: false }),
    ).resolves.toBeUndefined()
    await expect(handler.revalidateTag('any')).resolves.toBeUndefined()
  })
})
