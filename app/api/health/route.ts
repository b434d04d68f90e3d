import { pendingMigrations, shippedMigrations } from '@/cms/migration-status'
import { startServiceReminderRunnerOnce } from '@/features/fleet/server/reminders'
import { startRepeatOrderRunnerOnce } from '@/features/repeat-orders/server/runner'
import { warmSearchIndexesOnce } from '@/features/search/server/warm'
import { ServiceUnavailableError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'
import { systemData } from '@/lib/data/system'
import { env, isPostgresUrl } from '@/lib/env'

export const dynamic = 'force-dynamic'

/**
 * Liveness for load balancers and the start scripts: 200 when the database can
 * be reached and has every migration this release brings; 503 otherwise, so a
 * balancer takes an instance in only once `npm run migrate` has run
 * (docs/deployment.md). The migration list is read from cms/migrations once.
 */
export const GET = defineRoute({}, async () => {
  let applied: string[]
  try {
    const { docs } = await systemData('health check: database reachable and migrated').find({
      collection: 'payload-migrations',
      pagination: false,
      depth: 0,
      select: { name: true },
    })
    applied = (docs as { name?: string | null }[]).map((doc) => doc.name ?? '')
  } catch {
    throw new ServiceUnavailableError('Database unavailable')
  }
  const pending = pendingMigrations(
    shippedMigrations(isPostgresUrl(env.databaseUrl) ? 'postgres' : 'sqlite'),
    applied,
  )
  if (pending.length)
    throw new ServiceUnavailableError(
      `Database migrations pending (${pending.length}, first ${pending[0]}): run npm run migrate`,
    )
  // The first health check (the start script's, a load balancer's) starts building the search indexes in the background.
  warmSearchIndexesOnce()
  // …and the repeat-order runner (features/repeat-orders/server/runner.ts; REPEAT_ORDERS=off leaves it off).
  startRepeatOrderRunnerOnce()
  // …and the service reminders (features/fleet/server/reminders.ts; SERVICE_REMINDERS=off leaves them off).
  startServiceReminderRunnerOnce()
  return { status: 'ok' }
})
