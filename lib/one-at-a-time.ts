import { redisUrl } from './env'

/**
 * Runs `work` for `key` one call after another: in this process always, and
 * across every instance when `REDIS_URL` is set (a lock in Redis), so that
 * read-modify-write work on one record (an account's session list) cannot
 * interleave even when two requests reach two instances.
 *
 * The Redis lock is `SET key token NX PX ttl`, released only by its holder
 * (compare and delete). A holder that dies frees it after `ttlMs`; a waiter
 * gives up waiting after `waitMs` and runs anyway (as without Redis; rather a
 * rare race than a refused request). While Redis cannot be reached, the
 * process-local order is all there is.
 */
export type OneAtATimeOptions = { ttlMs?: number; waitMs?: number }

const LOCK_PREFIX = 'tribo:lock:'
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

export function createOneAtATime(name: string, { ttlMs = 10_000, waitMs = 5_000 }: OneAtATimeOptions = {}) {
  const queues = new Map<string, Promise<unknown>>()

  const inProcess = async <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const before = queues.get(key) ?? Promise.resolve()
    const mine = before.catch(() => undefined).then(run)
    queues.set(key, mine)
    try {
      return await mine
    } finally {
      if (queues.get(key) === mine) queues.delete(key)
    }
  }

  const acrossInstances = async <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const { connectedRedis } = await import('./redis')
    const client = await connectedRedis()
    if (!client) return run()
    const lockKey = `${LOCK_PREFIX}${name}:${key}`
    const token = `${process.pid}:${Math.random().toString(36).slice(2)}`
    const until = Date.now() + waitMs
    let held = false
    for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
      held = (await client.set(lockKey, token, { NX: true, PX: ttlMs }).catch(() => null)) === 'OK'
      if (held || !client.isReady || Date.now() >= until) break
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
    try {
      return await run()
    } finally {
      if (held) await client.eval(RELEASE, { keys: [lockKey], arguments: [token] }).catch(() => undefined)
    }
  }

  return <T>(key: string, run: () => Promise<T>): Promise<T> =>
    inProcess(key, () => (redisUrl() ? acrossInstances(key, run) : run()))
}
