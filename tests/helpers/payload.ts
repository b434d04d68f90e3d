// The Payload instance of one integration test file, on the file's own
// database (see integration-setup.ts): a copy of the seeded template, or an
// empty one migrated with the dialect's real migrations, so the schema is
// exactly the production one.
import { getPayload, type Migration, type Payload } from 'payload'

import { createDatabase } from './test-database'

export { copySafetyDataSheetFiles } from './test-database'

let instance: Promise<Payload> | undefined
let empty = false

/**
 * Call at the top of a test file that needs an empty database (to test the
 * seed itself); every other file starts from a copy of the seeded demo data.
 */
export function startWithEmptyDatabase(): void {
  if (instance) throw new Error('startWithEmptyDatabase() must run before getTestPayload()')
  empty = true
}

async function dialectMigrations(): Promise<Migration[]> {
  // Imported through Vite: Payload's own loader would import the .ts files natively.
  const mod = (process.env.DATABASE_URL ?? '').startsWith('postgres')
    ? await import('@/cms/migrations/postgres')
    : await import('@/cms/migrations/sqlite')
  return mod.migrations as Migration[]
}

async function init(): Promise<Payload> {
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL is not set: run integration tests through the `integration` Vitest project')
  const source = await createDatabase(!empty)
  // Loaded lazily: the config reads DATABASE_URL when it is evaluated.
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  // A copy of the template is migrated already: the template was migrated with these very migrations in this run
  // (or cached under a hash of them, scripts/seeded-template.mjs).
  if (source === 'empty') await payload.db.migrate({ migrations: await dialectMigrations() })
  return payload
}

/** Payload on this test file's own database (seeded demo data unless startWithEmptyDatabase()); initialised and migrated once per file. */
export function getTestPayload(): Promise<Payload> {
  instance ??= init()
  return instance
}

/** Closes the database connections (called after each file by the integration setup). */
export async function closeTestPayload(): Promise<void> {
  if (!instance) return
  const payload = await instance.catch(() => undefined)
  instance = undefined
  if (payload) await closePayload(payload)
}

/** Closes one Payload's connections, e.g. the one a route handler started in a file that never called getTestPayload(). */
export async function closePayload(payload: Payload): Promise<void> {
  // Payload's destroy() leaves the connections open. The postgres adapter keeps
  // one pooled client checked out for good, so pool.end() only settles once the
  // setup drops the database (WITH FORCE); until then swallow connection errors.
  const db = payload.db as unknown as {
    pool?: { end: () => Promise<void>; on: (event: 'error', listener: (error: Error) => void) => void }
    client?: { close?: () => void }
  }
  await payload.destroy().catch(() => {})
  if (db.pool) {
    db.pool.on('error', () => {})
    void db.pool.end().catch(() => {})
  }
  try {
    db.client?.close?.()
  } catch {
    // already closed
  }
  // Route handlers share Payload's global cache; drop it so nothing reuses the closed instance.
  ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
}
