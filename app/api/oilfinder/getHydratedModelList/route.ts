import type { NextRequest } from 'next/server'

import { ZHydratedModelsQuery } from '@/features/oil-finder/schemas'
import { handleOilFinder, notFound } from '@/features/oil-finder/server/route'
import { isMissing, listHydratedModels } from '@/features/oil-finder/server/vehicles'
import { ok } from '@/lib/api/envelope'

/**
 * GET /api/oilfinder/getHydratedModelList?lang&makeID (SPEC §7 leaves the path
 * open; named like its siblings): every model of the make with its category
 * and types, so a make's page needs one call. 404 for an unknown make.
 */
export function GET(request: NextRequest) {
  return handleOilFinder(request, ZHydratedModelsQuery, async (ctx) => {
    const models = await listHydratedModels(ctx.query.makeID, ctx.query.lang)
    return isMissing(models) ? notFound(ctx, models.missing) : ok({ models })
  })
}
