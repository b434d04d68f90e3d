import { ZMakesQuery } from '@/features/oil-finder/schemas'
import { notFound, oilFinderContext } from '@/features/oil-finder/server/route'
import { isMissing, listMakes } from '@/features/oil-finder/server/vehicles'
import { defineRoute } from '@/lib/api/route'

/** GET /api/oilfinder/getAllMakeImages?lang&catId: data.makes of the category with logos, by name; 404 for an unknown category. */
export const GET = defineRoute({ auth: oilFinderContext(ZMakesQuery) }, async ({ ctx }) => {
  const makes = await listMakes(ctx.tenant.id, ctx.query.catId)
  if (isMissing(makes)) throw notFound(ctx, makes.missing)
  return { makes }
})
