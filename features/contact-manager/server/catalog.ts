import 'server-only'

import type { Product, ProductLine } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { languageOf } from '@/lib/i18n/locales'
import { relationId } from '@/lib/relation-ids'

import type { FormOption } from '@/features/forms/types'

export type ProcessProductLine = { id: string; title: string }

type LineRow = Pick<ProductLine, 'id' | 'title' | 'parent' | 'order'>

async function readLines(tenantId: number, locale: string): Promise<LineRow[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'product-lines',
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 0,
    pagination: false,
    sort: ['order', 'id'],
    select: { title: true, parent: true, order: true },
  })
  return docs as LineRow[]
}

const linesOf = (tenantId: number, locale: string) =>
  cached(
    () => readLines(tenantId, locale),
    ['contact-manager:lines', String(tenantId), locale],
    [cacheTags.productLines(tenantId)],
  )()

/** The tenant's product lines (top level, in navigation order): the choices of a productLine step, ids as text. */
export async function listProcessProductLines(
  tenantId: number,
  locale: string,
): Promise<ProcessProductLine[]> {
  return (await linesOf(tenantId, locale))
    .filter((line) => relationId(line.parent) == null)
    .map((line) => ({ id: String(line.id), title: line.title }))
}

/** The line and every group below it. */
function lineAndDescendants(lines: readonly LineRow[], lineId: number): number[] {
  const ids = [lineId]
  for (let index = 0; index < ids.length; index++) {
    for (const line of lines)
      if (relationId(line.parent) === ids[index] && !ids.includes(line.id)) ids.push(line.id)
  }
  return ids
}

async function readProducts(tenantId: number, locale: string, lineId: number | null): Promise<FormOption[]> {
  const lines = await linesOf(tenantId, locale)
  const { docs } = await visitorData(tenantId).find({
    collection: 'products',
    where: lineId === null ? {} : { productLine: { in: lineAndDescendants(lines, lineId) } },
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 0,
    pagination: false,
    sort: 'name',
    select: { name: true, productNumber: true },
  })
  return (docs as Pick<Product, 'name' | 'productNumber'>[]).map((doc) => ({
    value: doc.productNumber,
    label: `${doc.name} (${doc.productNumber})`,
  }))
}

/** The products of a product line (and its groups) as select options, value = product number; every product without a line. */
export function productOptions(
  tenantId: number,
  locale: string,
  lineId: number | null,
): Promise<FormOption[]> {
  return cached(
    () => readProducts(tenantId, locale, lineId),
    ['contact-manager:products', String(tenantId), locale, String(lineId)],
    [cacheTags.products(tenantId), cacheTags.productLines(tenantId)],
  )()
}
