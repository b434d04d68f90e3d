// Run by `npm start` through `payload run`: seeds the demo data only into an empty database.
import config from '@payload-config'
import { getPayload } from 'payload'

import { isDatabaseEmpty, seed } from '../cms/seed'

const payload = await getPayload({ config })
if (await isDatabaseEmpty(payload)) {
  const scale = Number(process.env.SEED_SCALE ?? 1)
  console.log(`Seeding demo data (scale ${scale}) …`)
  await seed(payload, { scale, log: (m) => console.log(`  ${m}`) })
  console.log('Demo data ready.')
} else {
  console.log('Database already has data; not seeding.')
}
process.exit(0)
