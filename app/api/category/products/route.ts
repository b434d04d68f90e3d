import { productList } from '@/features/catalog/server/list-route'
import { defineRoute } from '@/lib/api/route'

/** GET /api/category/products?categoryId=…&offset=…&filters[viscosity][]=… (SPEC §7). */
export const GET = defineRoute({}, ({ request }) => productList(request, 'categoryId'))
