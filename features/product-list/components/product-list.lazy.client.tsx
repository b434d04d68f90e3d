'use client'

import dynamic from 'next/dynamic'

/**
 * The product list with its filters, in its own chunk: downloaded on product-group pages,
 * not on the home and content pages that share their route. Rendered on the server as before.
 */
export const LazyProductList = dynamic(() => import('./product-list.client').then((m) => m.ProductList))
