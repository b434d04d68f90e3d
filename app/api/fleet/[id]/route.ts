import { z } from 'zod'

import { todayInZurich } from '@/features/fleet/due'
import { updateEntrySchema, ZEntryId } from '@/features/fleet/schemas'
import { deleteEntry, entryDetail, findEntry, updateEntry } from '@/features/fleet/server/entries'
import { badFleetInput, entryMissing, fleetContext, fleetWriteContext } from '@/features/fleet/server/request'
import { defineRoute } from '@/lib/api/route'

const ZParams = z.object({ id: z.string() })
const idOf = (raw: string): number | null => {
  const parsed = ZEntryId.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/** GET /api/fleet/{id}: { entry } with its components, recommendations, next due dates and services; 404 for another customer's. */
export const GET = defineRoute(
  { auth: fleetContext, input: { params: ZParams } },
  async ({ ctx, params }) => {
    const id = idOf(params.id)
    const doc = id == null ? null : await findEntry(ctx, id)
    if (!doc) throw entryMissing(ctx)
    return { entry: await entryDetail(ctx, doc) }
  },
)

/**
 * PATCH /api/fleet/{id}: name, machine kind, tags, readings, yearly figures,
 * note and the components (the list as it should be). 400 naming the field;
 * 403 for viewers; 404 for another customer's entry.
 */
export const PATCH = defineRoute(
  {
    auth: fleetWriteContext,
    write: true,
    input: { params: ZParams, body: updateEntrySchema(() => todayInZurich()) },
    invalid: ({ error, part }, ctx) => (part === 'body' ? badFleetInput(ctx, error) : entryMissing(ctx)),
  },
  async ({ ctx, params, body }) => {
    const id = idOf(params.id)
    if (id == null) throw entryMissing(ctx)
    return updateEntry(ctx, id, body)
  },
)

/** DELETE /api/fleet/{id}: the entry with its services and reminders (one transaction); 403 for viewers, 404 for another customer's. */
export const DELETE = defineRoute(
  { auth: fleetWriteContext, write: true, input: { params: ZParams } },
  async ({ ctx, params }) => {
    const id = idOf(params.id)
    if (id == null) throw entryMissing(ctx)
    return deleteEntry(ctx, id)
  },
)
