import type { NextRequest } from 'next/server'

import { productListResponse } from '@/features/catalog/server/list-route'

/** GET /api/product-group/products?productGroupId=…&offset=…&filters[…][]=… (SPEC §7). */
export function GET(request: NextRequest) {
  return productListResponse(request, 'productGroupId')
}
