import type { VehicleComponentKey } from '@/features/oil-finder/constants'
import { ZRecommendationQuery } from '@/features/oil-finder/schemas'
import { getRecommendation } from '@/features/oil-finder/server/recommendation'
import { notFound, oilFinderContext, viewerOf } from '@/features/oil-finder/server/route'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/oilfinder/recommendation?lang&type: data.recommendation of this
 * tenant for the vehicle type. Packs and prices only for a signed-in active
 * shop user. 404 for an unknown type or one without a recommendation here.
 */
export const GET = defineRoute({ auth: oilFinderContext(ZRecommendationQuery) }, async ({ ctx }) => {
  const recommendation = await getRecommendation({
    tenantId: ctx.tenant.id,
    typeId: ctx.query.type,
    language: ctx.query.lang,
    routeLocale: ctx.routeLocale,
    viewer: await viewerOf(ctx),
    componentName: (key: VehicleComponentKey) => ctx.t(`oilFinderApi.components.${key}`),
  })
  if ('missing' in recommendation) throw notFound(ctx, recommendation.missing)
  return { recommendation }
})
