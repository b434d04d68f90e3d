import type { NextRequest } from 'next/server'

import { ZCategoriesQuery } from '@/features/oil-finder/schemas'
import { handleOilFinder } from '@/features/oil-finder/server/route'
import { listCategories } from '@/features/oil-finder/server/vehicles'
import { ok } from '@/lib/api/envelope'

/** GET /api/oilfinder/getCategories?lang (SPEC §7): data.categories with the number of makes in each. */
export function GET(request: NextRequest) {
  return handleOilFinder(request, ZCategoriesQuery, async ({ query }) => ok({ categories: await listCategories(query.lang) }))
}
