// Run by `npm start` through `payload run`: applies pending migrations and seeds
// the demo data only into an empty database — never with
// APP_ENVIRONMENT=production, which also refuses to start on demo settings
// (lib/production-readiness.ts). The last line is a marker that
// scripts/start.mjs waits for (a run that ends without it is repeated).
import { isProductionEnvironment, productionProblems } from '../lib/production-readiness'

const problems = productionProblems()
if (problems.length) {
  console.error(`✗ Refusing to start with APP_ENVIRONMENT=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(2)
}

const [{ default: config }, { getPayload }, { isDatabaseEmpty, seed }] = await Promise.all([import('@payload-config'), import('payload'), import('../cms/seed')])
const payload = await getPayload({ config })
await payload.db.migrate()
if (isProductionEnvironment()) {
  console.log('APP_ENVIRONMENT=production: migrated; demo data is never seeded here.')
} else if (await isDatabaseEmpty(payload)) {
  const scale = Number(process.env.SEED_SCALE ?? 1)
  console.log(`Seeding demo data (scale ${scale}) …`)
  await seed(payload, { scale, log: (m) => console.log(`  ${m}`) })
  console.log('Demo data ready.')
} else {
  console.log('Database already has data; not seeding.')
}
console.log('TRIBO_DATABASE_READY')
process.exit(0)
