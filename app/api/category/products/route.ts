import type { NextRequest } from 'next/server'

import { productListResponse } from '@/features/catalog/server/list-route'

/** GET /api/category/products?categoryId=…&offset=…&filters[viscosity][]=… (SPEC §7). */
export function GET(request: NextRequest) {
  return productListResponse(request, 'categoryId')
}
