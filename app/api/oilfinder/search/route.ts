import type { NextRequest } from 'next/server'

import { ZSearchQuery } from '@/features/oil-finder/schemas'
import { handleOilFinder, notFound } from '@/features/oil-finder/server/route'
import { isMissing, searchVehicles } from '@/features/oil-finder/server/vehicles'
import { ok } from '@/lib/api/envelope'

/**
 * GET /api/oilfinder/search?lang&search[&catId][&categoryName]: data.results
 * (at most 50) by vehicle words or exact type approval number. A term under
 * two characters is a 400; an unknown category filter a 404.
 */
export function GET(request: NextRequest) {
  return handleOilFinder(request, ZSearchQuery, async (ctx) => {
    const { search, catId, categoryName, lang } = ctx.query
    const results = await searchVehicles(search, { categoryId: catId, categoryName }, lang)
    return isMissing(results) ? notFound(ctx, results.missing) : ok({ results })
  })
}
