import 'server-only'

import type { Where } from 'payload'

import type { Product, ProductLine, SafetyDataSheet } from '@/cms/payload-types'
import { SAFETY_DATA_SHEET_LANGUAGES } from '@/features/account-area/constants'
import type { AccountContext } from '@/features/account-area/server/context'
import { productPath } from '@/features/products/paths'
import type { TableDefinition, TableQuery } from '@/features/table-lists/query'
import { payloadPage, searchTerm, sortOf, tableResults } from '@/features/table-lists/server/table'
import type { TableResults } from '@/features/table-lists/types'
import { dataScope, shopData, type DataScope } from '@/lib/data'
import { languageOf } from '@/lib/i18n/locales'
import { relationId } from '@/lib/relation-ids'

import { SHEET_SORT_COLUMNS, type SafetyDataSheetEntry } from '../schemas'
import type { SafetyDataSheetLanguage } from '../types'

export type SheetsContext = Pick<AccountContext, 'tenant' | 'locale' | 't' | 'account' | 'customer'>

/** The table and the downloads are for a signed-in business customer: read as that account. */
const sheetsData = (ctx: Pick<SheetsContext, 'tenant' | 'account' | 'customer'>) =>
  shopData(dataScope(ctx.tenant.id, ctx.account, ctx.customer.id))

const SORT = {
  articleNumber: 'articleNumber',
  issuedAt: 'issuedAt',
  language: 'language',
} as const satisfies Record<(typeof SHEET_SORT_COLUMNS)[number], string>

/** Adds article number, language and id after the chosen sort, so equal values page stably. */
function stableSort(primary: string[]): string[] {
  const used = new Set(primary.map((field) => field.replace(/^-/, '')))
  return [...primary, ...['articleNumber', 'language', 'id'].filter((field) => !used.has(field))]
}

/** The download address of a sheet (served only through the API, never from the media route). */
export const sheetDownloadUrl = (id: number) => `/api/safety-data-sheet/download?id=${id}`

/** The tenant's catalogue in the caller's language: products with their product group, and the groups that have products. */
async function catalogue(ctx: SheetsContext): Promise<{
  products: Map<number, Pick<Product, 'id' | 'name' | 'productNumber' | 'productLine'>>
  lines: { value: string; label: string }[]
}> {
  const data = sheetsData(ctx)
  const language = languageOf(ctx.locale)
  const { docs } = await data.find({
    collection: 'products',
    depth: 0,
    pagination: false,
    locale: language,
    fallbackLocale: 'de',
    select: { name: true, productNumber: true, productLine: true },
  })
  const products = new Map((docs as Product[]).map((p) => [p.id, p]))
  const lineIds = [
    ...new Set(
      (docs as Product[])
        .map((p) => relationId(p.productLine as number | { id: number } | null))
        .filter((id): id is number => id != null),
    ),
  ]
  const lines = lineIds.length
    ? ((
        await data.find({
          collection: 'product-lines',
          where: { id: { in: lineIds } },
          depth: 0,
          pagination: false,
          locale: language,
          fallbackLocale: 'de',
          sort: 'title',
          select: { title: true },
        })
      ).docs as ProductLine[])
    : []
  return { products, lines: lines.map((line) => ({ value: String(line.id), label: line.title })) }
}

/**
 * The table of safety data sheets: filters language and product
 * group (the groups that have products), a search over article number and
 * product name, sort by article number, issue date or language.
 */
export async function sheetsTable(ctx: SheetsContext): Promise<{
  definition: TableDefinition
  read: (query: TableQuery) => Promise<TableResults<SafetyDataSheetEntry>>
}> {
  const { products, lines } = await catalogue(ctx)
  const definition: TableDefinition = {
    sortColumns: SHEET_SORT_COLUMNS,
    filters: {
      language: { values: SAFETY_DATA_SHEET_LANGUAGES },
      productLine: { values: lines.map((l) => l.value) },
    },
    search: true,
  }
  const read = async (query: TableQuery): Promise<TableResults<SafetyDataSheetEntry>> => {
    const and: Where[] = []
    if (query.filters.language?.length) and.push({ language: { in: query.filters.language } })
    if (query.filters.productLine?.length) {
      const wanted = new Set(query.filters.productLine.map(Number))
      and.push({
        product: {
          in: [...products.values()]
            .filter((p) => wanted.has(relationId(p.productLine as number | { id: number } | null) ?? -1))
            .map((p) => p.id),
        },
      })
    }
    const term = searchTerm(query)
    if (term) {
      const lower = term.toLowerCase()
      const named = [...products.values()]
        .filter(
          (p) =>
            (p.name ?? '').toLowerCase().includes(lower) || p.productNumber.toLowerCase().includes(lower),
        )
        .map((p) => p.id)
      and.push({
        or: [{ articleNumber: { contains: term } }, ...(named.length ? [{ product: { in: named } }] : [])],
      })
    }
    const window = payloadPage(query)
    // Sheets are editor-only in the CMS; the data scope's rule lets the shop read the tenant's sheets.
    const result = await sheetsData(ctx).find({
      collection: 'safety-data-sheets',
      where: and.length ? { and } : {},
      sort: stableSort(sortOf(query, SORT, 'articleNumber', 'language')),
      limit: window.limit,
      page: window.page,
      depth: 0,
      select: {
        articleNumber: true,
        product: true,
        language: true,
        version: true,
        issuedAt: true,
        filename: true,
        filesize: true,
      },
    })
    const entries = (result.docs as SafetyDataSheet[]).map((doc): SafetyDataSheetEntry => {
      const product = products.get(relationId(doc.product as number | { id: number } | null) ?? -1)
      const language = doc.language as SafetyDataSheetLanguage
      return {
        id: doc.id,
        productTitle: product?.name ?? doc.articleNumber ?? '',
        productNumber: product?.productNumber ?? null,
        productUrl: product ? productPath(ctx.locale, product.productNumber) : null,
        articleNumber: doc.articleNumber ?? '',
        language,
        languageLabel: ctx.t(`contracts.sds.languages.${language}`),
        version: doc.version,
        issuedAt: doc.issuedAt.slice(0, 10),
        fileName: doc.filename ?? '',
        fileSize: doc.filesize ?? 0,
        downloadUrl: sheetDownloadUrl(doc.id),
      }
    })
    return tableResults(query, result.totalDocs, entries, {
      tableFilterFields: [
        {
          name: 'language',
          label: ctx.t('contracts.sds.language'),
          type: 'select',
          options: SAFETY_DATA_SHEET_LANGUAGES.map((value) => ({
            value,
            label: ctx.t(`contracts.sds.languages.${value}`),
          })),
          value: query.filters.language ?? [],
        },
        ...(lines.length
          ? [
              {
                name: 'productLine',
                label: ctx.t('contracts.sds.productLine'),
                type: 'select' as const,
                options: lines,
                value: query.filters.productLine ?? [],
              },
            ]
          : []),
      ],
      tableSortColumns: [...SHEET_SORT_COLUMNS],
      datepicker: null,
      search: { label: ctx.t('contracts.sds.search'), value: query.search },
    })
  }
  return { definition, read }
}

/** A sheet of the caller's tenant by id, or null (unknown, or another tenant's). */
export async function findSheet(
  ctx: Pick<SheetsContext, 'tenant' | 'account' | 'customer'>,
  id: number,
): Promise<Pick<
  SafetyDataSheet,
  'id' | 'filename' | 'prefix' | '_objectKey' | 'filesize' | 'articleNumber' | 'language'
> | null> {
  const { docs } = await sheetsData(ctx).find({
    collection: 'safety-data-sheets',
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 0,
    // prefix and _objectKey: where the storage keeps the file (lib/storage/files.ts).
    select: {
      filename: true,
      prefix: true,
      _objectKey: true,
      filesize: true,
      articleNumber: true,
      language: true,
    },
  })
  return (docs[0] as SafetyDataSheet | undefined) ?? null
}

/** The sheets of one product, per article and language (the product page's links for a signed-in business customer, read as that account). */
export async function productSheets(
  scope: DataScope,
  productId: number,
): Promise<{ id: number; articleNumber: string; language: SafetyDataSheetLanguage; url: string }[]> {
  const { docs } = await shopData(scope).find({
    collection: 'safety-data-sheets',
    where: { product: { equals: productId } },
    sort: ['articleNumber', 'language'],
    depth: 0,
    pagination: false,
    select: { articleNumber: true, language: true },
  })
  return (docs as SafetyDataSheet[]).map((doc) => ({
    id: doc.id,
    articleNumber: doc.articleNumber ?? '',
    language: doc.language as SafetyDataSheetLanguage,
    url: sheetDownloadUrl(doc.id),
  }))
}
