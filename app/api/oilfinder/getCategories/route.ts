import { ZCategoriesQuery } from '@/features/oil-finder/schemas'
import { oilFinderContext } from '@/features/oil-finder/server/route'
import { listCategories } from '@/features/oil-finder/server/vehicles'
import { defineRoute } from '@/lib/api/route'

/** GET /api/oilfinder/getCategories?lang: data.categories with the number of makes in each. */
export const GET = defineRoute({ auth: oilFinderContext(ZCategoriesQuery) }, async ({ ctx }) => ({
  categories: await listCategories(ctx.tenant.id, ctx.query.lang),
}))
