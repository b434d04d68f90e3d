import { search } from '@/features/search/server/route'
import { defineRoute } from '@/lib/api/route'

/** GET /api/search/product: products for a term (docs/search.md "API"). */
export const GET = defineRoute({}, ({ request }) => search(request, 'product'))
