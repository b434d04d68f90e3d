import 'server-only'

import type { Product } from '@/cms/payload-types'
import { productLineUri } from '@/features/navigation/product-line-tree'
import { getProductLineNodes } from '@/features/navigation/server/product-lines'
import { productPath } from '@/features/products/paths'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'
import { visitorData } from '@/lib/data'

import type { ProductTag } from '../constants'
import { applyFacets, type CatalogFilter, type FacetKey } from '../facets'
import { LIST_PAGE_SIZE, type ListQuery } from '../list-query'
import { sortProducts, type CatalogSort } from '../sort'
import type { ListProduct, ProductList } from '../types'

export type { ListProduct, ProductList }

/** A list product with what only the server needs to order it. */
type StoredProduct = ListProduct & { createdAt: string | null }

async function readProducts(tenantId: number | string, locale: string): Promise<StoredProduct[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'products',
    where: { tenant: { equals: tenantId } },
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 1,
    pagination: false,
    sort: 'name',
    select: {
      productNumber: true,
      name: true,
      subtitle: true,
      image: true,
      tags: true,
      viscosity: true,
      approvals: true,
      baseOil: true,
      productLine: true,
      createdAt: true,
    },
    populate: {
      media: { url: true, alt: true, width: true, height: true, sizes: true, filename: true, mimeType: true },
      'product-lines': { title: true },
    },
  })
  return (docs as Product[]).map((doc) => ({
    id: doc.id,
    productNumber: doc.productNumber,
    title: doc.name,
    subtitle: doc.subtitle ?? null,
    url: productPath(locale, doc.productNumber),
    image: toImageData(doc.image),
    groupId:
      doc.productLine == null
        ? null
        : typeof doc.productLine === 'object'
          ? doc.productLine.id
          : doc.productLine,
    viscosity: doc.viscosity ?? null,
    approvals: doc.approvals ?? [],
    baseOil: doc.baseOil ?? null,
    tags: (doc.tags ?? []) as ProductTag[],
    createdAt: doc.createdAt ?? null,
  }))
}

/**
 * One page of a product group (and its sub-groups) with facets (products,
 * filters, totalCount): `_ROOT` lists the sub-groups as buttons with their counts.
 * The matches are ordered here, before the page is cut, with the same
 * comparison on SQLite and PostgreSQL (their collations differ).
 */
export async function listProducts(
  tenantId: number | string,
  locale: string,
  query: ListQuery,
  label: (key: FacetKey | '_ROOT', value?: string) => string,
): Promise<ProductList | null> {
  const language = languageOf(locale)
  const [products, nodes] = await Promise.all([
    cached(
      () => readProducts(tenantId, locale),
      ['catalog:list', String(tenantId), locale],
      [cacheTags.products(tenantId), cacheTags.productLines(tenantId)],
    )(),
    getProductLineNodes(tenantId, language),
  ])
  const group = nodes.find((node) => String(node.id) === String(query.groupId))
  if (!group) return null
  const childrenOf = (id: string | number) => nodes.filter((node) => String(node.parentId) === String(id))
  const descendants = (id: string | number): (string | number)[] => [
    id,
    ...childrenOf(id).flatMap((child) => descendants(child.id)),
  ]
  const inGroup = new Set(descendants(group.id).map(String))
  const scoped = products.filter((product) => product.groupId != null && inGroup.has(String(product.groupId)))
  const { products: hits, filters } = applyFacets(scoped, query.filters, label)
  const children = childrenOf(group.id)
  const root: CatalogFilter | null = children.length
    ? {
        key: '_ROOT',
        label: label('_ROOT'),
        type: 'button-select',
        value: null,
        initiallyHidden: false,
        options: children.map((child) => {
          const ids = new Set(descendants(child.id).map(String))
          return {
            label: child.title,
            value: String(child.id),
            path: productLineUri(locale, language, child),
            active: false,
            count: hits.filter((p) => ids.has(String(p.groupId))).length,
          }
        }),
      }
    : null
  const ordered = sortProducts(hits as StoredProduct[], query.sort, language)
  const page = ordered
    .slice(query.offset, query.offset + query.limit)
    .map(({ createdAt: _createdAt, ...product }): ListProduct => product)
  return { products: page, filters: root ? [root, ...filters] : filters, totalCount: hits.length }
}

/** A label function for facets in the page language (the API and the server-rendered list share it). */
export function facetLabeller(t: (key: string) => string) {
  return (key: string, value?: string) => {
    if (value == null) return t(`catalog.facets.${key}`)
    if (key === 'baseOil') return t(`catalog.baseOils.${value}`)
    if (key === 'tags') return t(`catalog.tags.${value}`)
    return value
  }
}

/** The first `pages` pages of 12 of a group in the chosen order for the server-rendered list (the client continues from there). */
export async function listPages(
  tenantId: number | string,
  locale: string,
  groupId: number,
  filters: ListQuery['filters'],
  pages: number,
  t: (key: string) => string,
  sort: CatalogSort = 'name',
): Promise<ProductList[]> {
  const all = await listProducts(
    tenantId,
    locale,
    { groupId, offset: 0, limit: pages * LIST_PAGE_SIZE, filters, sort },
    facetLabeller(t),
  )
  if (!all) return []
  const result: ProductList[] = []
  for (let i = 0; i < pages && (i === 0 || i * LIST_PAGE_SIZE < all.totalCount); i++)
    result.push({ ...all, products: all.products.slice(i * LIST_PAGE_SIZE, (i + 1) * LIST_PAGE_SIZE) })
  return result
}
