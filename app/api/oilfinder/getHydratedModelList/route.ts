import { ZHydratedModelsQuery } from '@/features/oil-finder/schemas'
import { notFound, oilFinderContext } from '@/features/oil-finder/server/route'
import { isMissing, listHydratedModels } from '@/features/oil-finder/server/vehicles'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/oilfinder/getHydratedModelList?lang&makeID (named like
 * its siblings): every model of the make with its category
 * and types, so a make's page needs one call. 404 for an unknown make.
 */
export const GET = defineRoute({ auth: oilFinderContext(ZHydratedModelsQuery) }, async ({ ctx }) => {
  const models = await listHydratedModels(ctx.tenant.id, ctx.query.makeID, ctx.query.lang)
  if (isMissing(models)) throw notFound(ctx, models.missing)
  return { models }
})
