// Run with scripts/run-ts.mjs by scripts/app-env.mjs, in one of two modes
// (TRIBO_PREPARE_MODE):
// - `migrate` (`npm run migrate`, the release step): applies pending migrations;
// - `start` (`npm start`): the same, then seeds the demo data into an empty
//   database, never with APP_ENVIRONMENT=production.
// Both refuse APP_ENVIRONMENT=production on demo settings
// (lib/production-readiness.ts). Migrations and the seed run under a lock held
// in the database (on PostgreSQL), so instances or release steps started at the
// same time run them one after another: the second finds nothing left to do.
// The last line is a marker that scripts/app-env.mjs waits for (a run that ends
// without it is repeated).
import type { Migration } from 'payload'

import { isProductionEnvironment, productionProblems } from '../lib/production-readiness'

const problems = productionProblems()
if (problems.length) {
  console.error(
    `✗ Refusing to start with APP_ENVIRONMENT=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  )
  process.exit(2)
}

const mode = process.env.TRIBO_PREPARE_MODE === 'migrate' ? 'migrate' : 'start'
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { isDatabaseEmpty, seed } = await import('../cms/seed')
const { withMigrationLock } = await import('../cms/migration-lock')
const { migrations: postgresMigrations } = await import('../cms/migrations/postgres')
const { migrations: sqliteMigrations } = await import('../cms/migrations/sqlite')
const payload = await getPayload({ config })
await withMigrationLock(payload, async () => {
  // The migrations are part of this bundle (scripts/run-ts.mjs): Payload would otherwise import the .ts files
  // from the migration directory, which plain Node cannot load.
  await payload.db.migrate({
    migrations: (payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations) as Migration[],
  })
  if (mode === 'migrate') {
    console.log('Migrated; `npm run migrate` never seeds.')
  } else if (isProductionEnvironment()) {
    console.log('APP_ENVIRONMENT=production: migrated; demo data is never seeded here.')
  } else if (await isDatabaseEmpty(payload)) {
    const scale = Number(process.env.SEED_SCALE ?? 1)
    console.log(`Seeding demo data (scale ${scale}) …`)
    await seed(payload, { scale, log: (m) => console.log(`  ${m}`) })
    console.log('Demo data ready.')
  } else {
    console.log('Database already has data; not seeding.')
  }
})
console.log('TRIBO_DATABASE_READY')
process.exit(0)
