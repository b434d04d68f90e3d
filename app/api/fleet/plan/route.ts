import { accountContext } from '@/features/account-area/server/context'
import { ZPlanQuery } from '@/features/fleet/plan-schemas'
import { badPlanInput, fleetPlan } from '@/features/fleet/server/plan'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/fleet/plan?from=YYYY-MM-DD&to=YYYY-MM-DD&site=&costCentre=&kind=: { plan } — the oil
 * plan of the caller's customer's fleet (the next calendar quarter by default, at most 366 days):
 * per product the litres the services due need, the services, the proposed packs with their
 * prices (retail prices in retailer mode), and the components that cannot be planned. 401
 * anonymous, 403 for private customers and employees without a contact; a bad day is a 400
 * naming `from` or `to`. Viewers read the plan too.
 */
export const GET = defineRoute(
  {
    auth: accountContext,
    input: { query: ZPlanQuery },
    invalid: ({ error }, ctx) => badPlanInput(ctx, error),
  },
  async ({ ctx, query }) => ({
    plan: await fleetPlan(ctx, { from: query.from, to: query.to, filters: query }),
  }),
)
