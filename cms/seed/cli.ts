/**
 * `npm run seed [-- --scale N]` → `node scripts/run-ts.mjs cms/seed/cli.ts [--scale N]`.
 * The scale also comes from the SEED_SCALE variable.
 */
import { getPayload } from 'payload'

import { isProductionEnvironment } from '../../lib/production-readiness'
import config from '../payload.config'
import { formatSummary, seed } from './index'

function scaleFrom(args: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg === '--scale') return args[i + 1] ?? ''
    if (arg.startsWith('--scale=')) return arg.slice('--scale='.length)
  }
  return undefined
}

function parseScale(): number {
  const raw = scaleFrom(process.argv.slice(2)) ?? process.env.SEED_SCALE ?? '1'
  const scale = Number(raw)
  if (!Number.isInteger(scale) || scale < 1) {
    throw new Error(`--scale must be a whole number ≥ 1 (got "${raw}")`)
  }
  return scale
}

async function main(): Promise<void> {
  if (isProductionEnvironment())
    throw new Error(
      'APP_ENVIRONMENT=production: the demo data (with published passwords) is never seeded into a production database.',
    )
  const scale = parseScale()
  const payload = await getPayload({ config })
  try {
    console.log(`Seeding demo data (scale ${scale}) …`)
    const summary = await seed(payload, { scale, log: (msg) => console.log(msg) })
    console.log(formatSummary(summary))
  } finally {
    await payload.destroy()
  }
}

// If Payload never settles (e.g. an unreachable database), Node would end the process with code 0.
let finished = false
process.on('exit', (code) => {
  if (finished || code !== 0) return
  console.error(
    'Seed failed: the process ended before the seed finished (is DATABASE_URL reachable and migrated?)',
  )
  process.exitCode = 1
})

try {
  await main()
  finished = true
  process.exit(0)
} catch (error) {
  finished = true
  console.error('Seed failed:', error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
}
