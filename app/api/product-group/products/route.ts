import { productList } from '@/features/catalog/server/list-route'
import { defineRoute } from '@/lib/api/route'

/** GET /api/product-group/products?productGroupId=…&offset=…&filters[…][]=…: one page of the group's products, its filters and the total count. */
export const GET = defineRoute({}, ({ request }) => productList(request, 'productGroupId'))
