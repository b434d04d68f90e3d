// Run by `npm start` through `payload run`: applies pending migrations and seeds
// the demo data only into an empty database. The last line is a marker that
// scripts/start.mjs waits for (a run that ends without it is repeated).
import config from '@payload-config'
import { getPayload } from 'payload'

import { isDatabaseEmpty, seed } from '../cms/seed'

const payload = await getPayload({ config })
await payload.db.migrate()
if (await isDatabaseEmpty(payload)) {
  const scale = Number(process.env.SEED_SCALE ?? 1)
  console.log(`Seeding demo data (scale ${scale}) …`)
  await seed(payload, { scale, log: (m) => console.log(`  ${m}`) })
  console.log('Demo data ready.')
} else {
  console.log('Database already has data; not seeding.')
}
console.log('TRIBO_DATABASE_READY')
process.exit(0)
