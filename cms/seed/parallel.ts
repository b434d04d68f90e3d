import type { Payload } from 'payload'

/**
 * How many independent documents a seed step may write at once. PostgreSQL
 * serves each write on its own pooled connection, so a few run side by side;
 * SQLite has a single writer, so there they run one after another.
 */
export function writeConcurrency(payload: Payload): number {
  return payload.db.name === 'postgres' ? 6 : 1
}

/** Runs `task` for every item with at most `limit` running at once; the first failure rejects. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++
      try {
        await task(items[index]!, index)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}
