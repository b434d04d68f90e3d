import { sql } from '@payloadcms/db-sqlite'
import type { PayloadRequest } from 'payload'

type DrizzleLike = {
  run?: (query: unknown) => Promise<unknown>
  execute?: (query: unknown) => Promise<unknown>
}

export { sql }

/**
 * Runs one statement on the request's transaction (or the adapter's
 * connection without one). For the few row locks and in-place writes Payload's
 * Local API cannot express; the SQL must suit both dialects.
 */
export async function runSql(req: PayloadRequest, statement: ReturnType<typeof sql>): Promise<void> {
  const adapter = req.payload.db as unknown as {
    sessions?: Record<string, { db: DrizzleLike }>
    drizzle: DrizzleLike
  }
  const transactionID = await req.transactionID
  const db =
    (transactionID != null ? adapter.sessions?.[String(transactionID)]?.db : undefined) ?? adapter.drizzle
  if (typeof db.run === 'function') await db.run(statement)
  else if (typeof db.execute === 'function') await db.execute(statement)
  else throw new Error('The database adapter cannot run the statement.')
}
