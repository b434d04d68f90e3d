import { ZTypesQuery } from '@/features/oil-finder/schemas'
import { notFound, oilFinderContext } from '@/features/oil-finder/server/route'
import { isMissing, listTypes } from '@/features/oil-finder/server/vehicles'
import { defineRoute } from '@/lib/api/route'

/** GET /api/oilfinder/getTypeList?lang&modelID: data.types with data.model, data.make and data.category; 404 for an unknown model. */
export const GET = defineRoute({ auth: oilFinderContext(ZTypesQuery) }, async ({ ctx }) => {
  const types = await listTypes(ctx.tenant.id, ctx.query.modelID, ctx.query.lang)
  if (isMissing(types)) throw notFound(ctx, types.missing)
  return types
})
