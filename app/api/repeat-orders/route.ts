import { createScheduleSchema, REPEAT_ORDERS_TABLE } from '@/features/repeat-orders/schemas'
import { badScheduleInput, repeatOrderContext } from '@/features/repeat-orders/server/request'
import { createSchedule, listSchedules } from '@/features/repeat-orders/server/schedules'
import { tableRequest } from '@/features/table-lists/server/table'
import { defineRoute } from '@/lib/api/route'
import { swissToday } from '@/lib/dates'

/**
 * GET /api/repeat-orders (a table list): the caller's repeat orders — a
 * company administrator's company's — with rhythm, next date, status and
 * last result. Filter `status`, search over the name, sort, pages. 401
 * anonymous, 403 for non-shop users, private customers and viewers.
 */
export const GET = defineRoute({ auth: repeatOrderContext }, async ({ ctx, request }) => ({
  results: await listSchedules(ctx, tableRequest(request.nextUrl, REPEAT_ORDERS_TABLE, ctx.t).query),
}))

/**
 * POST /api/repeat-orders: a repeat order from one of the customer's orders
 * (`source: 'order'`, `orderNumber`) or from the B2B cart (`source: 'cart'`),
 * with name, rhythm, start (not in the past), end, addresses, texts. 201 {
 * schedule }; 400 naming each bad field; 404 for an order that is not the
 * customer's; 409 when nothing can be ordered. Nothing changes on a refusal.
 */
export const POST = defineRoute(
  {
    auth: repeatOrderContext,
    write: true,
    input: { body: createScheduleSchema(() => swissToday()) },
    invalid: ({ error }, ctx) => badScheduleInput(ctx, error),
  },
  ({ ctx, body }) => createSchedule(ctx, body),
)
