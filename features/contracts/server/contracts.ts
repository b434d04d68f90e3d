import 'server-only'

import type { Where } from 'payload'

import type { Contract, ContractPosition } from '@/cms/payload-types'
import { CONTRACT_STATUSES, CONTRACT_TYPES, contractDetailPath } from '@/features/account-area/constants'
import type { AccountContext } from '@/features/account-area/server/context'
import { getArticle } from '@/features/catalog/server/articles'
import { unitLabel } from '@/features/catalog/server/request'
import { shownProductsById } from '@/features/catalog/server/shown-products'
import { packLabel } from '@/features/catalog/server/variants'
import { productPath } from '@/features/products/paths'
import type { TableQuery } from '@/features/table-lists/query'
import {
  dateRangeWhere,
  payloadPage,
  searchTerm,
  sortOf,
  tableResults,
} from '@/features/table-lists/server/table'
import type { TableResults } from '@/features/table-lists/types'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'
import { dataScope, shopData } from '@/lib/data'
import { relationId } from '@/lib/relation-ids'

import type { ContractEntry, ContractPositionEntry } from '../schemas'
import { toContractEntry, type PositionTotals as Totals } from '../mappers'
import { contractUrl } from '../urls'

/** What the contract pages read with: the caller's tenant, language, translator and customer. */
export type ContractsContext = Pick<
  AccountContext,
  'tenant' | 'locale' | 't' | 'account' | 'customer' | 'viewer'
>

/**
 * Contracts and positions are editor-only records in the CMS: the shop reads
 * them with server rights, always narrowed to the caller's tenant and
 * customer, so another customer's contract is never found.
 */
const ownContracts = (ctx: ContractsContext): Where[] => [
  { tenant: { equals: ctx.tenant.id } },
  { customer: { equals: ctx.customer.id } },
]

const CONTRACT_SORT = {
  contractNumber: 'contractNumber',
  validFrom: 'validFrom',
  validTo: 'validTo',
  status: 'status',
} as const
const POSITION_SORT = {
  positionNumber: 'positionNumber',
  articleNumber: 'articleNumber',
  agreed: 'agreedQuantity',
  called: 'calledQuantity',
  unitPrice: 'unitPriceCents',
} as const

/** Retailer mode shows the screen to end customers: agreed net prices stay hidden there. */
const showsNetPrices = (ctx: ContractsContext) =>
  ctx.viewer.kind === 'customer' && !ctx.viewer.retailerMode && !ctx.viewer.consumer

/** The where clause of the contracts table: own contracts, filters, validity overlapping the range, search. */
export function contractsWhere(ctx: ContractsContext, query: TableQuery): Where {
  const and: Where[] = [...ownContracts(ctx)]
  if (query.filters.status?.length) and.push({ status: { in: query.filters.status } })
  if (query.filters.type?.length) and.push({ type: { in: query.filters.type } })
  // A contract overlaps [from, to] when it starts before the range ends and ends after it starts.
  if (query.dateTo) and.push(...dateRangeWhere('validFrom', null, query.dateTo))
  if (query.dateFrom) and.push(...dateRangeWhere('validTo', query.dateFrom, null))
  const term = searchTerm(query)
  if (term) and.push({ or: [{ contractNumber: { contains: term } }, { title: { contains: term } }] })
  return { and }
}

/** The caller's scope: its customer's contracts and their positions on its tenant, never another's. */
const contracts = (ctx: ContractsContext) => shopData(dataScope(ctx.tenant.id, ctx.account, ctx.customer.id))

/** Number of positions and the agreed / called quantities per contract (one query for the page's contracts). */
async function positionTotals(ctx: ContractsContext, contractIds: number[]): Promise<Map<number, Totals>> {
  const totals = new Map<number, Totals>()
  if (!contractIds.length) return totals
  const { docs } = await contracts(ctx).find({
    collection: 'contract-positions',
    where: { contract: { in: contractIds } },
    depth: 0,
    pagination: false,
    select: { contract: true, agreedQuantity: true, calledQuantity: true },
  })
  for (const doc of docs as Pick<ContractPosition, 'contract' | 'agreedQuantity' | 'calledQuantity'>[]) {
    const id = relationId(doc.contract as number | { id: number })
    if (id == null) continue
    const row = totals.get(id) ?? { count: 0, agreed: 0, called: 0 }
    row.count += 1
    row.agreed += doc.agreedQuantity ?? 0
    row.called += doc.calledQuantity ?? 0
    totals.set(id, row)
  }
  return totals
}

/** The tenant's contract detail target (contractDetailUrl) or the default page. */
async function detailUrlOf(ctx: ContractsContext): Promise<(contractNumber: string) => string> {
  const site = await getTenantSite(ctx.tenant.id, languageOf(ctx.locale))
  const configured = site?.urls.contractDetailUrl ?? null
  return (contractNumber) => contractUrl(configured, ctx.locale, contractNumber, contractDetailPath)
}

/** GET /api/contracts/: the customer's contracts, filtered, sorted and paged in the database. */
export async function listContracts(
  ctx: ContractsContext,
  query: TableQuery,
): Promise<TableResults<ContractEntry>> {
  const window = payloadPage(query)
  const result = await contracts(ctx).find({
    collection: 'contracts',
    where: contractsWhere(ctx, query),
    sort: sortOf(query, CONTRACT_SORT, '-validFrom'),
    limit: window.limit,
    page: window.page,
    depth: 0,
    locale: languageOf(ctx.locale),
    fallbackLocale: 'de',
    select: {
      contractNumber: true,
      title: true,
      type: true,
      validFrom: true,
      validTo: true,
      status: true,
      totalValueCents: true,
    },
  })
  const docs = result.docs as Contract[]
  const [totals, urlOf] = await Promise.all([
    positionTotals(
      ctx,
      docs.map((d) => d.id),
    ),
    detailUrlOf(ctx),
  ])
  const entries = docs.map((doc) =>
    toContractEntry(ctx, doc, totals.get(doc.id), urlOf(doc.contractNumber), showsNetPrices(ctx)),
  )
  return tableResults(query, result.totalDocs, entries, {
    tableFilterFields: [
      {
        name: 'status',
        label: ctx.t('contracts.table.status'),
        type: 'select',
        options: CONTRACT_STATUSES.map((value) => ({ value, label: ctx.t(`contracts.statuses.${value}`) })),
        value: query.filters.status ?? [],
      },
      {
        name: 'type',
        label: ctx.t('contracts.table.type'),
        type: 'select',
        options: CONTRACT_TYPES.map((value) => ({ value, label: ctx.t(`contracts.types.${value}`) })),
        value: query.filters.type ?? [],
      },
    ],
    tableSortColumns: Object.keys(CONTRACT_SORT),
    datepicker: {
      name: 'validity',
      label: ctx.t('contracts.table.validity'),
      from: query.dateFrom,
      to: query.dateTo,
      min: null,
      max: null,
    },
    search: { label: ctx.t('contracts.table.search'), value: query.search },
  })
}

/** One of the customer's contracts by number (as its table row), or null — missing or another customer's. */
export async function findContract(
  ctx: ContractsContext,
  contractNumber: string,
): Promise<{ id: number; entry: ContractEntry } | null> {
  const { docs } = await contracts(ctx).find({
    collection: 'contracts',
    where: { and: [...ownContracts(ctx), { contractNumber: { equals: contractNumber } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    locale: languageOf(ctx.locale),
    fallbackLocale: 'de',
  })
  const doc = docs[0] as Contract | undefined
  if (!doc) return null
  const [totals, urlOf] = await Promise.all([positionTotals(ctx, [doc.id]), detailUrlOf(ctx)])
  return {
    id: doc.id,
    entry: toContractEntry(ctx, doc, totals.get(doc.id), urlOf(doc.contractNumber), showsNetPrices(ctx)),
  }
}

/**
 * GET /api/contracts/{contractNumber}/positions/: the positions of a contract
 * already found as the customer's own, paged in the database; per position the
 * product (title in the caller's language, link, picture), pack label,
 * agreed, called and remaining quantity and the agreed unit price.
 */
export async function listPositions(
  ctx: ContractsContext,
  contractId: number,
  query: TableQuery,
): Promise<TableResults<ContractPositionEntry>> {
  const term = searchTerm(query)
  const window = payloadPage(query)
  const result = await contracts(ctx).find({
    collection: 'contract-positions',
    where: {
      and: [
        { tenant: { equals: ctx.tenant.id } },
        { contract: { equals: contractId } },
        ...(term ? [{ articleNumber: { contains: term } }] : []),
      ],
    },
    sort: sortOf(query, POSITION_SORT, 'positionNumber'),
    limit: window.limit,
    page: window.page,
    depth: 0,
    select: {
      positionNumber: true,
      product: true,
      articleNumber: true,
      agreedQuantity: true,
      calledQuantity: true,
      unitPriceCents: true,
    },
  })
  const docs = result.docs as ContractPosition[]
  const [products, articles] = await Promise.all([
    shownProductsById(ctx.tenant.id, ctx.locale, [
      ...new Set(
        docs
          .map((d) => relationId(d.product as number | { id: number }))
          .filter((id): id is number => id != null),
      ),
    ]),
    Promise.all(
      [...new Set(docs.map((d) => d.articleNumber))].map((number) => getArticle(ctx.tenant.id, number)),
    ),
  ])
  const articleByNumber = new Map(articles.filter((a) => a != null).map((a) => [a.articleNumber, a]))
  const unit = unitLabel(ctx)
  const withPrices = showsNetPrices(ctx)
  const entries = docs.map((doc): ContractPositionEntry => {
    const product = products.get(relationId(doc.product as number | { id: number }) ?? -1)
    const article = articleByNumber.get(doc.articleNumber)
    const productNumber = product?.productNumber ?? article?.productNumber ?? null
    return {
      positionNumber: doc.positionNumber,
      productNumber,
      title: product?.name ?? doc.articleNumber,
      url: productNumber ? productPath(ctx.locale, productNumber) : null,
      image: article?.image ?? toImageData(product?.image) ?? null,
      articleNumber: doc.articleNumber,
      packLabel: article ? packLabel(article, ctx.locale, unit) : null,
      agreed: doc.agreedQuantity,
      called: doc.calledQuantity,
      remaining: Math.max(0, doc.agreedQuantity - doc.calledQuantity),
      unitPriceCents: withPrices ? doc.unitPriceCents : null,
    }
  })
  return tableResults(query, result.totalDocs, entries, {
    tableFilterFields: [],
    tableSortColumns: Object.keys(POSITION_SORT),
    datepicker: null,
    search: { label: ctx.t('contracts.positions.search'), value: query.search },
  })
}
