import { search } from '@/features/search/server/route'
import { defineRoute } from '@/lib/api/route'

/** GET /api/search/product-advanced: products for a term and/or facet filters, with their groups and facets (docs/search.md "API"). */
export const GET = defineRoute({}, ({ request }) => search(request, 'product-advanced'))
