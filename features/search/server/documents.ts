import 'server-only'

import type { Where } from 'payload'

import type { Media, News, Page, Product } from '@/cms/payload-types'
import type { ProductTag } from '@/features/catalog/constants'
import type { ProductLineNode } from '@/features/navigation/product-line-tree'
import { getProductLineNodes } from '@/features/navigation/server/product-lines'
import { newsPath } from '@/features/news/paths'
import { buildPageNodes, pageUri } from '@/features/pages/page-tree'
import { productPath } from '@/features/products/paths'
import { visitorData } from '@/lib/data'
import { languageOf, type ContentLanguage } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'

import type { ContentDocument, ProductDocument } from '../engine'
import { plainText } from '../plain-text'
import { relationId } from '@/lib/relation-ids'

/**
 * Where the documents of one index come from: a tenant in one site locale
 * (de-ch …). Everything is read as a visitor of the tenant (visitorData): the
 * index holds what the public may see.
 */
export type IndexScope = { tenantId: number | string; locale: string }

const EXCERPT_LENGTH = 200

function excerpt(text: string): string | null {
  if (!text) return null
  if (text.length <= EXCERPT_LENGTH) return text
  const cut = text.slice(0, EXCERPT_LENGTH)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH - 30))} …`
}

/** The titles of a group and the groups above it. */
function groupTitles(nodes: ProductLineNode[], groupId: number | null): string[] {
  const titles: string[] = []
  let node = nodes.find((n) => String(n.id) === String(groupId))
  while (node && titles.length < 5) {
    titles.push(node.title)
    node = nodes.find((n) => String(n.id) === String(node!.parentId))
  }
  return titles
}

/**
 * Products of a tenant as the index takes them, all or only `ids`, with
 * their article numbers. Only public product data goes in (never prices).
 */
export async function readProductDocuments(scope: IndexScope, ids?: number[]): Promise<ProductDocument[]> {
  const data = visitorData(scope.tenantId)
  const language = languageOf(scope.locale) as ContentLanguage
  const where: Where = ids ? { id: { in: ids } } : {}
  const [{ docs }, nodes] = await Promise.all([
    data.find({
      collection: 'products',
      where,
      locale: language,
      fallbackLocale: 'de',
      depth: 1,
      pagination: false,
      select: {
        productNumber: true,
        name: true,
        alternativeTitle: true,
        subtitle: true,
        label: true,
        description: true,
        features: true,
        image: true,
        tags: true,
        viscosity: true,
        approvals: true,
        baseOil: true,
        productLine: true,
      },
      populate: {
        media: {
          url: true,
          alt: true,
          width: true,
          height: true,
          sizes: true,
          filename: true,
          mimeType: true,
        },
      },
    }),
    getProductLineNodes(scope.tenantId, language),
  ])
  const products = docs as Product[]
  // Article numbers are printed on every pack; which product they belong to is public (their prices are not).
  const articles = products.length
    ? await data.find({
        collection: 'articles',
        where: { product: { in: products.map((p) => p.id) } },
        depth: 0,
        pagination: false,
        select: { articleNumber: true, product: true },
      })
    : { docs: [] }
  const numbers = new Map<number, string[]>()
  for (const article of articles.docs) {
    const productId = relationId(article.product as number | { id: number })
    if (productId != null) numbers.set(productId, [...(numbers.get(productId) ?? []), article.articleNumber])
  }
  return products.map((doc) => {
    const groupId = relationId(doc.productLine as number | { id: number } | null)
    return {
      id: doc.id,
      productNumber: doc.productNumber,
      title: doc.name,
      subtitle: doc.subtitle ?? null,
      url: productPath(scope.locale, doc.productNumber),
      image: toImageData(doc.image),
      groupId,
      viscosity: doc.viscosity ?? null,
      approvals: doc.approvals ?? [],
      baseOil: doc.baseOil ?? null,
      tags: (doc.tags ?? []) as ProductTag[],
      articleNumbers: numbers.get(doc.id) ?? [],
      alternativeTitle: doc.alternativeTitle ?? null,
      label: doc.label ?? null,
      description: doc.description ?? null,
      features: (doc.features ?? []).map((f) => f.text),
      groupTitles: groupTitles(nodes, groupId),
    }
  })
}

/** The published pages of a tenant (content pages with their full text). */
export async function readPageDocuments(scope: IndexScope): Promise<ContentDocument[]> {
  const language = languageOf(scope.locale) as ContentLanguage
  const { docs } = await visitorData(scope.tenantId).find({
    collection: 'pages',
    locale: language,
    fallbackLocale: 'de',
    depth: 0,
    pagination: false,
    draft: false,
    select: {
      title: true,
      slug: true,
      parent: true,
      isHome: true,
      showInNavigation: true,
      navigationOrder: true,
      navigationTarget: true,
      addSeparator: true,
      content: true,
      meta: true,
      teaser: true,
      stage: true,
      tribologies: true,
    },
  })
  const nodes = buildPageNodes(docs)
  return (docs as Page[]).flatMap((doc): ContentDocument[] => {
    const node = nodes.find((n) => String(n.id) === String(doc.id))
    if (!node) return []
    const body = plainText([doc.meta, doc.teaser, doc.stage, doc.content, doc.tribologies])
    return [
      {
        id: `page:${doc.id}`,
        type: 'other',
        kind: 'page',
        url: pageUri(scope.locale, node),
        title: doc.title,
        text: excerpt(plainText([doc.meta]) || body),
        date: null,
        format: null,
        body,
      },
    ]
  })
}

/** News articles of a tenant, all or only `ids` (external links stay the article's link). */
export async function readNewsDocuments(scope: IndexScope, ids?: number[]): Promise<ContentDocument[]> {
  const { docs } = await visitorData(scope.tenantId).find({
    collection: 'news',
    where: ids ? { id: { in: ids } } : {},
    locale: languageOf(scope.locale),
    fallbackLocale: 'de',
    depth: 0,
    pagination: false,
    select: { title: true, subtitle: true, slug: true, date: true, text: true, link: true },
  })
  return (docs as News[]).map((doc) => {
    const body = plainText([doc.subtitle, doc.text])
    return {
      id: `news:${doc.id}`,
      type: 'other',
      kind: 'news',
      url: doc.link || newsPath(scope.locale, doc.slug),
      title: doc.title,
      text: excerpt(doc.subtitle || body),
      date: doc.date ?? null,
      format: null,
      body,
    }
  })
}

/** The tenant's PDF files (data sheets, brochures): titled by their description, else by the product document that uses them. */
export async function readAssetDocuments(scope: IndexScope, ids?: number[]): Promise<ContentDocument[]> {
  const data = visitorData(scope.tenantId)
  const language = languageOf(scope.locale)
  const [{ docs }, products] = await Promise.all([
    data.find({
      collection: 'media',
      where: { and: [{ mimeType: { equals: 'application/pdf' } }, ...(ids ? [{ id: { in: ids } }] : [])] },
      locale: language,
      fallbackLocale: 'de',
      depth: 0,
      pagination: false,
      select: { alt: true, caption: true, filename: true, url: true, mimeType: true },
    }),
    data.find({
      collection: 'products',
      locale: language,
      fallbackLocale: 'de',
      depth: 0,
      pagination: false,
      select: { name: true, documents: true },
    }),
  ])
  const titles = new Map<number, string>()
  for (const product of products.docs as Product[])
    for (const document of product.documents ?? []) {
      const id = relationId(document.file as number | { id: number })
      if (id != null && !titles.has(id))
        titles.set(id, document.title ? `${document.title} – ${product.name}` : product.name)
    }
  return (docs as Media[]).flatMap((doc): ContentDocument[] => {
    if (!doc.url) return []
    const title = doc.alt || titles.get(doc.id) || doc.filename || ''
    const format = (doc.filename?.split('.').pop() ?? 'pdf').toUpperCase()
    return [
      {
        id: `asset:${doc.id}`,
        type: 'asset',
        kind: 'asset',
        url: doc.url,
        title,
        text: doc.caption ?? null,
        date: null,
        format,
        body: [doc.caption, doc.filename?.replace(/[-_.]/g, ' ')].filter(Boolean).join(' '),
      },
    ]
  })
}
