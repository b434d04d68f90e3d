import type { NextRequest } from 'next/server'

import { searchResponse } from '@/features/search/server/route'

/** GET /api/search/product-advanced (SPEC §7 Search). */
export function GET(request: NextRequest) {
  return searchResponse(request, 'product-advanced')
}
