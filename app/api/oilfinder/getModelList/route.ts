import type { NextRequest } from 'next/server'

import { ZModelsQuery } from '@/features/oil-finder/schemas'
import { handleOilFinder, notFound } from '@/features/oil-finder/server/route'
import { isMissing, listModels } from '@/features/oil-finder/server/vehicles'
import { ok } from '@/lib/api/envelope'

/** GET /api/oilfinder/getModelList?lang&makeID&categoryID: data.models of the make in the category; 404 for an unknown make or category. */
export function GET(request: NextRequest) {
  return handleOilFinder(request, ZModelsQuery, async (ctx) => {
    const models = await listModels(ctx.query.makeID, ctx.query.categoryID)
    return isMissing(models) ? notFound(ctx, models.missing) : ok({ models })
  })
}
