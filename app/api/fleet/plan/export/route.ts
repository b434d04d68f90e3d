import { accountContext } from '@/features/account-area/server/context'
import { ZPlanQuery } from '@/features/fleet/plan-schemas'
import { badPlanInput } from '@/features/fleet/server/plan'
import { planCsv } from '@/features/fleet/server/plan-actions'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/fleet/plan/export?from=&to=&site=&costCentre=&kind=: the oil plan as a CSV file
 * (per product its proposed packs, then its due services; prices in CHF only for those who see
 * prices). The same rules and 400s as GET /api/fleet/plan.
 */
export const GET = defineRoute(
  {
    auth: accountContext,
    input: { query: ZPlanQuery },
    invalid: ({ error }, ctx) => badPlanInput(ctx, error),
  },
  ({ ctx, query }) => planCsv(ctx, { from: query.from, to: query.to, filters: query }),
)
