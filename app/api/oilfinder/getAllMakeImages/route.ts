import type { NextRequest } from 'next/server'

import { ZMakesQuery } from '@/features/oil-finder/schemas'
import { handleOilFinder, notFound } from '@/features/oil-finder/server/route'
import { isMissing, listMakes } from '@/features/oil-finder/server/vehicles'
import { ok } from '@/lib/api/envelope'

/** GET /api/oilfinder/getAllMakeImages?lang&catId: data.makes of the category with logos, by name; 404 for an unknown category. */
export function GET(request: NextRequest) {
  return handleOilFinder(request, ZMakesQuery, async (ctx) => {
    const makes = await listMakes(ctx.query.catId)
    return isMissing(makes) ? notFound(ctx, makes.missing) : ok({ makes })
  })
}
