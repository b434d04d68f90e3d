import { productList } from '@/features/catalog/server/list-route'
import { defineRoute } from '@/lib/api/route'

/** GET /api/category/products?categoryId=…&offset=…&filters[viscosity][]=…: one page of the category's products, its filters and the total count. */
export const GET = defineRoute({}, ({ request }) => productList(request, 'categoryId'))
