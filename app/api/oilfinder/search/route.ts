import { ZSearchQuery } from '@/features/oil-finder/schemas'
import { notFound, oilFinderContext } from '@/features/oil-finder/server/route'
import { isMissing, searchVehicles } from '@/features/oil-finder/server/vehicles'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/oilfinder/search?lang&search[&catId][&categoryName]: data.results
 * (at most 50) by vehicle words or exact type approval number. A term under
 * two characters is a 400; an unknown category filter a 404.
 */
export const GET = defineRoute({ auth: oilFinderContext(ZSearchQuery) }, async ({ ctx }) => {
  const { search, catId, categoryName, lang } = ctx.query
  const results = await searchVehicles(ctx.tenant.id, search, { categoryId: catId, categoryName }, lang)
  if (isMissing(results)) throw notFound(ctx, results.missing)
  return { results }
})
