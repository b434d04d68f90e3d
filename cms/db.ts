import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { isPostgresUrl } from '../lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Default embedded database file, relative to the project root. */
export const DEFAULT_SQLITE_FILE = 'data/tribo.db'

/**
 * Chooses the database from DATABASE_URL: PostgreSQL when it starts with
 * `postgres`, otherwise an embedded SQLite file. The schema always comes from
 * the dialect's migrations (no push), so both dialects stay reproducible.
 */
export function databaseAdapter(url = process.env.DATABASE_URL ?? ''): DatabaseAdapterObj {
  const migrationsRoot = process.env.PAYLOAD_MIGRATIONS_ROOT ?? path.resolve(dirname, 'migrations')
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
    })
  }
  const file = url.startsWith('file:') ? url : `file:${path.resolve(/*turbopackIgnore: true*/ process.cwd(), url || DEFAULT_SQLITE_FILE)}`
  return sqliteAdapter({
    client: { url: file },
    wal: true,
    busyTimeout: 10_000,
    transactionOptions: {},
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
  })
}
