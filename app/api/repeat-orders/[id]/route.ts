import { z } from 'zod'

import { ZUpdateSchedule } from '@/features/repeat-orders/schemas'
import {
  badScheduleInput,
  repeatOrderContext,
  scheduleIdOf,
  scheduleMissing,
} from '@/features/repeat-orders/server/request'
import {
  deleteSchedule,
  findVisibleSchedule,
  scheduleDetail,
  updateSchedule,
} from '@/features/repeat-orders/server/schedules'
import { defineRoute } from '@/lib/api/route'

const ZParams = z.object({ id: z.string() })

/** GET /api/repeat-orders/{id}: { schedule } with its lines at today's prices and its history; 404 for one the caller may not see. */
export const GET = defineRoute(
  { auth: repeatOrderContext, input: { params: ZParams } },
  async ({ ctx, params }) => {
    const id = scheduleIdOf(params.id)
    const found = id == null ? null : await findVisibleSchedule(ctx, id)
    if (!found) throw scheduleMissing(ctx)
    return { schedule: await scheduleDetail(ctx, found.owner, found.doc) }
  },
)

/**
 * PATCH /api/repeat-orders/{id}: edits (name, rhythm, start, end, addresses,
 * texts, the lines' counts) or an action alone (`pause`, `resume`, `end`).
 * The owner only (404 otherwise); 400 naming the field; 409 for an ended
 * schedule or one that would have no order left.
 */
export const PATCH = defineRoute(
  {
    auth: repeatOrderContext,
    write: true,
    input: { params: ZParams, body: ZUpdateSchedule },
    invalid: ({ error, part }, ctx) =>
      part === 'body' ? badScheduleInput(ctx, error) : scheduleMissing(ctx),
  },
  async ({ ctx, params, body }) => {
    const id = scheduleIdOf(params.id)
    if (id == null) throw scheduleMissing(ctx)
    return updateSchedule(ctx, id, body)
  },
)

/** DELETE /api/repeat-orders/{id}: deletes one that never ordered (409 for one with a history: end it); the owner only (404 otherwise). */
export const DELETE = defineRoute(
  { auth: repeatOrderContext, write: true, input: { params: ZParams } },
  async ({ ctx, params }) => {
    const id = scheduleIdOf(params.id)
    if (id == null) throw scheduleMissing(ctx)
    return deleteSchedule(ctx, id)
  },
)
