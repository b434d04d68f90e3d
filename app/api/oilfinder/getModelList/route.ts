import { ZModelsQuery } from '@/features/oil-finder/schemas'
import { notFound, oilFinderContext } from '@/features/oil-finder/server/route'
import { isMissing, listModels } from '@/features/oil-finder/server/vehicles'
import { defineRoute } from '@/lib/api/route'

/** GET /api/oilfinder/getModelList?lang&makeID&categoryID: data.models of the make in the category; 404 for an unknown make or category. */
export const GET = defineRoute({ auth: oilFinderContext(ZModelsQuery) }, async ({ ctx }) => {
  const models = await listModels(ctx.tenant.id, ctx.query.makeID, ctx.query.categoryID)
  if (isMissing(models)) throw notFound(ctx, models.missing)
  return { models }
})
