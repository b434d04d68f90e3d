// Run through `payload run` by scripts/app-env.mjs, in one of two modes
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
import { isProductionEnvironment, productionProblems } from '../lib/production-readiness'

const problems = productionProblems()
if (problems.length) {
  console.error(
    `✗ Refusing to start with APP_ENVIRONMENT=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  )
  process.exit(2)
}

const mode = process.env.TRIBO_PREPARE_MODE === 'migrate' ? 'migrate' : 'start'
// One import after another, not side by side: concurrent dynamic imports of overlapping module graphs (with cycles,
// through tsx's loader) are the suspected cause of the CLI ending with exit code 0 and no output (Node 20 exits
// quietly when an import() never settles); scripts/app-env.mjs still repeats a run that ends without the marker.
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { isDatabaseEmpty, seed } = await import('../cms/seed')
const { withMigrationLock } = await import('../cms/migration-lock')
const payload = await getPayload({ config })
await withMigrationLock(payload, async () => {
  await payload.db.migrate()
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
