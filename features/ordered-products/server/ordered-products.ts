import 'server-only'

import type { Where } from 'payload'

import type { OrderedArticle } from '@/cms/payload-types'
import { orderDetailPath } from '@/features/account-area/constants'
import type { AccountContext } from '@/features/account-area/server/context'
import { isOrderable, priceInfo, seesPrices } from '@/features/catalog/pricing'
import { getArticle } from '@/features/catalog/server/articles'
import { unitLabel } from '@/features/catalog/server/request'
import { shownProductsById } from '@/features/catalog/server/shown-products'
import { packLabel } from '@/features/catalog/server/variants'
import { productPath } from '@/features/products/paths'
import type { TableQuery } from '@/features/table-lists/query'
import { dateRangeWhere, searchTerm, sortOf, tableResults } from '@/features/table-lists/server/table'
import type { TableResults } from '@/features/table-lists/types'
import { languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'
import { dataScope, shopData, visitorData } from '@/lib/data'
import { relationId } from '@/lib/relation-ids'

import { ORDERED_PRODUCT_SORT_OPTIONS, sortSelectValue, type OrderedProduct } from '../schemas'

/** At most this many products match a name search (more is no longer a useful narrowing). */
const NAME_MATCH_LIMIT = 500

/** Table column → stored field. */
const SORT_FIELDS: Record<string, string> = {
  lastOrderedAt: 'lastOrderedAt',
  firstOrderedAt: 'firstOrderedAt',
  orderCount: 'orderCount',
  totalQuantity: 'totalQuantity',
  articleNumber: 'articleNumber',
}

/** The tenant's products whose name (in the caller's language) or product number contains the term. */
async function productsNamed(
  ctx: Pick<AccountContext, 'tenant' | 'locale'>,
  term: string,
): Promise<number[]> {
  const { docs } = await visitorData(ctx.tenant.id).find({
    collection: 'products',
    where: {
      and: [
        { tenant: { equals: ctx.tenant.id } },
        { or: [{ name: { like: term } }, { productNumber: { like: term } }] },
      ],
    },
    locale: languageOf(ctx.locale),
    depth: 0,
    limit: NAME_MATCH_LIMIT,
    pagination: false,
    select: { productNumber: true },
  })
  return docs.map((doc) => doc.id as number)
}

/**
 * The rows of this customer only (another customer's never show):
 * the tenant and the caller's customer, narrowed by the date range of the
 * last order and the search (article number, product name or number).
 */
async function whereOf(ctx: AccountContext, query: TableQuery): Promise<Where> {
  const and: Where[] = [
    { tenant: { equals: ctx.tenant.id } },
    { customer: { equals: ctx.customer.id } },
    ...dateRangeWhere('lastOrderedAt', query.dateFrom, query.dateTo),
  ]
  const term = searchTerm(query)
  if (term) {
    const products = await productsNamed(ctx, term)
    and.push({
      or: [{ articleNumber: { like: term } }, ...(products.length ? [{ product: { in: products } }] : [])],
    })
  }
  return { and }
}

/**
 * GET /api/article-order-history/ (a table list with a sort select):
 * the customer's ordered articles from `ordered-articles` (kept current by
 * the orders' hooks), filtered, sorted and paged in the database; each with
 * the product in the caller's language, the pack, the last order with its
 * link, whether it can be ordered now and — for price viewers — its current
 * unit price. The collection is editors-only in the CMS; the shop reads it
 * under the caller's scope (its customer's rows only).
 */
export async function orderedProducts(
  ctx: AccountContext,
  query: TableQuery,
): Promise<TableResults<OrderedProduct>> {
  const { docs, totalDocs } = await shopData(dataScope(ctx.tenant.id, ctx.account, ctx.customer.id)).find({
    collection: 'ordered-articles',
    where: await whereOf(ctx, query),
    sort: sortOf(query, SORT_FIELDS, '-lastOrderedAt'),
    limit: query.limit,
    page: Math.floor(query.offset / query.limit) + 1,
    depth: 0,
    select: {
      articleNumber: true,
      product: true,
      orderCount: true,
      totalQuantity: true,
      firstOrderedAt: true,
      lastOrderedAt: true,
      lastOrderNumber: true,
    },
  })
  const rows = docs as OrderedArticle[]
  const [products, articles] = await Promise.all([
    shownProductsById(ctx.tenant.id, ctx.locale, [
      ...new Set(rows.map((row) => relationId(row.product)).filter((id): id is number => id != null)),
    ]),
    Promise.all(rows.map((row) => getArticle(ctx.tenant.id, row.articleNumber))),
  ])
  const unit = unitLabel(ctx)
  const entries = rows.map((row, index): OrderedProduct => {
    const product = products.get(relationId(row.product) ?? -1)
    const article = articles[index] ?? null
    const productNumber = product?.productNumber ?? article?.productNumber ?? ''
    return {
      id: row.id,
      productNumber,
      title: product?.name ?? row.articleNumber,
      url: product && productNumber ? productPath(ctx.locale, productNumber) : null,
      image: article?.image ?? toImageData(product?.image) ?? null,
      articleNumber: row.articleNumber,
      packLabel: article ? packLabel(article, ctx.locale, unit) : null,
      orderCount: row.orderCount,
      totalQuantity: row.totalQuantity,
      firstOrderedAt: row.firstOrderedAt,
      lastOrderedAt: row.lastOrderedAt,
      lastOrderNumber: row.lastOrderNumber || null,
      lastOrderUrl: row.lastOrderNumber ? `/${ctx.locale}${orderDetailPath(row.lastOrderNumber)}` : null,
      orderable: !!article && !!product && isOrderable(article, ctx.viewer),
      unitPriceCents:
        article && seesPrices(ctx.viewer)
          ? (priceInfo(article, ctx.viewer, 1)?.unitPriceCents ?? null)
          : null,
    }
  })
  const t = ctx.t
  return tableResults(query, totalDocs, entries, {
    tableFilterFields: [],
    tableSortColumns: [...Object.keys(SORT_FIELDS)],
    datepicker: {
      name: 'lastOrderedAt',
      label: t('shoppingLists.orderedProducts.columns.lastOrderedAt'),
      from: query.dateFrom,
      to: query.dateTo,
      min: null,
      max: null,
    },
    search: { label: t('shoppingLists.orderedProducts.search'), value: query.search },
    listSortSelectField: {
      label: t('shoppingLists.orderedProducts.sortBy'),
      value: sortSelectValue(query.sort),
      options: ORDERED_PRODUCT_SORT_OPTIONS.map((option) => ({
        value: option.value,
        label: t(`shoppingLists.orderedProducts.sort.${option.label}`),
      })),
    },
  })
}
