import type { NextRequest } from 'next/server'

import { ZTypesQuery } from '@/features/oil-finder/schemas'
import { handleOilFinder, notFound } from '@/features/oil-finder/server/route'
import { isMissing, listTypes } from '@/features/oil-finder/server/vehicles'
import { ok } from '@/lib/api/envelope'

/** GET /api/oilfinder/getTypeList?lang&modelID: data.types with data.model, data.make and data.category; 404 for an unknown model. */
export function GET(request: NextRequest) {
  return handleOilFinder(request, ZTypesQuery, async (ctx) => {
    const types = await listTypes(ctx.query.modelID, ctx.query.lang)
    return isMissing(types) ? notFound(ctx, types.missing) : ok(types)
  })
}
