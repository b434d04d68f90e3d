import { search } from '@/features/search/server/route'
import { defineRoute } from '@/lib/api/route'

/** GET /api/search/product (SPEC §7 Search). */
export const GET = defineRoute({}, ({ request }) => search(request, 'product'))
