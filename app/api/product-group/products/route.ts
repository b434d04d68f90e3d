import { productList } from '@/features/catalog/server/list-route'
import { defineRoute } from '@/lib/api/route'

/** GET /api/product-group/products?productGroupId=…&offset=…&filters[…][]=… (SPEC §7). */
export const GET = defineRoute({}, ({ request }) => productList(request, 'productGroupId'))
