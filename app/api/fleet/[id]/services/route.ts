import { z } from 'zod'

import { todayInZurich } from '@/features/fleet/due'
import { serviceSchema, ZEntryId } from '@/features/fleet/schemas'
import { listServices, recordService } from '@/features/fleet/server/entries'
import { badFleetInput, entryMissing, fleetContext, fleetWriteContext } from '@/features/fleet/server/request'
import { defineRoute } from '@/lib/api/route'

const ZParams = z.object({ id: z.string() })
const idOf = (raw: string): number | null => {
  const parsed = ZEntryId.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/** GET /api/fleet/{id}/services: { services } of the entry, newest first; 404 for another customer's. */
export const GET = defineRoute(
  { auth: fleetContext, input: { params: ZParams } },
  async ({ ctx, params }) => {
    const id = idOf(params.id)
    if (id == null) throw entryMissing(ctx)
    return listServices(ctx, id)
  },
)

/**
 * POST /api/fleet/{id}/services { componentId, doneOn, reading?, litres?,
 * note? }: marks a service done — the history row, the component's last
 * service and the entry's reading in one transaction (the interval
 * restarts). 201 { entry }; 400 naming the field (a day in the future or
 * before 2000, an unknown component); 403 viewers; 404 another customer's.
 */
export const POST = defineRoute(
  {
    auth: fleetWriteContext,
    write: true,
    input: { params: ZParams, body: serviceSchema(() => todayInZurich()) },
    invalid: ({ error, part }, ctx) => (part === 'body' ? badFleetInput(ctx, error) : entryMissing(ctx)),
  },
  async ({ ctx, params, body }) => {
    const id = idOf(params.id)
    if (id == null) throw entryMissing(ctx)
    return recordService(ctx, id, body)
  },
)
