import 'server-only'

import type { Media, Product, ProductLine } from '@/cms/payload-types'
import type { ImageData } from '@/components/picture/picture'
import { productPath } from '@/features/products/paths'
import type { ProductTeaser } from '@/features/products/types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'
import { visitorData } from '@/lib/data'

import type { DOCUMENT_KINDS, ProductTag } from '../constants'

/** One item of a product's gallery: a picture, a video file or a YouTube video. */
export type GalleryItem =
  | { kind: 'image'; image: ImageData }
  | { kind: 'video'; src: string; poster: ImageData | null }
  | { kind: 'youtube'; youtubeId: string; poster: ImageData | null }
export type ProductDocument = {
  title: string
  kind: (typeof DOCUMENT_KINDS)[number]
  url: string
  filename: string
  sizeBytes: number | null
}

/** Everything public about a product page; prices come per viewer, separately. */
export type ProductDetail = {
  id: number
  productNumber: string
  name: string
  alternativeTitle: string | null
  subtitle: string | null
  label: string | null
  description: string | null
  contents: Product['contents'] | null
  features: string[]
  tags: ProductTag[]
  viscosity: string | null
  baseOil: string | null
  approvals: string[]
  image: ImageData | null
  gallery: GalleryItem[]
  documents: ProductDocument[]
  productLineId: number | null
  hideOrderUnit: boolean
  placeholderValue: string | null
  disablePlaceholder: boolean
  url: string
}

const MEDIA = {
  url: true,
  alt: true,
  width: true,
  height: true,
  sizes: true,
  filename: true,
  mimeType: true,
  filesize: true,
  caption: true,
} as const

function toDetail(doc: Product, locale: string): ProductDetail {
  const image = toImageData(doc.image)
  const gallery: GalleryItem[] = []
  if (image) gallery.push({ kind: 'image', image })
  for (const item of doc.gallery ?? []) {
    const picture = toImageData(item.image)
    if (item.youtubeId) gallery.push({ kind: 'youtube', youtubeId: item.youtubeId, poster: picture })
    else if (item.video) gallery.push({ kind: 'video', src: item.video, poster: picture })
    else if (picture) gallery.push({ kind: 'image', image: picture })
  }
  const documents: ProductDocument[] = []
  for (const row of doc.documents ?? []) {
    const file = typeof row.file === 'object' ? (row.file as Media) : null
    if (!file?.url) continue
    documents.push({
      title: row.title || file.filename || row.kind,
      kind: row.kind,
      url: file.url,
      filename: file.filename ?? '',
      sizeBytes: file.filesize ?? null,
    })
  }
  const line = doc.productLine
  return {
    id: doc.id,
    productNumber: doc.productNumber,
    name: doc.name,
    alternativeTitle: doc.alternativeTitle ?? null,
    subtitle: doc.subtitle ?? null,
    label: doc.label ?? null,
    description: doc.description ?? null,
    contents: doc.contents ?? null,
    features: (doc.features ?? []).map((f) => f.text).filter(Boolean),
    tags: (doc.tags ?? []) as ProductTag[],
    viscosity: doc.viscosity ?? null,
    baseOil: doc.baseOil ?? null,
    approvals: doc.approvals ?? [],
    image,
    gallery,
    documents,
    productLineId: line == null ? null : typeof line === 'object' ? (line as ProductLine).id : line,
    hideOrderUnit: !!doc.hideOrderUnit,
    placeholderValue: doc.placeholderValue ?? null,
    disablePlaceholder: !!doc.disablePlaceholder,
    url: productPath(locale, doc.productNumber),
  }
}

async function readDetail(
  tenantId: number | string,
  locale: string,
  productNumber: string,
): Promise<ProductDetail | null> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'products',
    where: { and: [{ tenant: { equals: tenantId } }, { productNumber: { equals: productNumber } }] },
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 1,
    limit: 1,
    populate: { media: MEDIA, 'product-lines': { title: true } },
  })
  return docs[0] ? toDetail(docs[0] as Product, locale) : null
}

/** A product page's public data in the page language, cached until products change. */
export function getProductDetail(
  tenantId: number | string,
  locale: string,
  productNumber: string,
): Promise<ProductDetail | null> {
  return cached(
    () => readDetail(tenantId, locale, productNumber),
    ['catalog:detail', String(tenantId), locale, productNumber],
    [cacheTags.products(tenantId)],
  )()
}

async function readRelated(
  tenantId: number | string,
  locale: string,
  productLineId: number,
  exclude: number,
): Promise<ProductTeaser[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'products',
    where: {
      and: [
        { tenant: { equals: tenantId } },
        { productLine: { equals: productLineId } },
        { id: { not_equals: exclude } },
      ],
    },
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 1,
    limit: 10,
    sort: 'name',
    select: { productNumber: true, name: true, subtitle: true, image: true },
    populate: { media: MEDIA },
  })
  return (docs as Product[]).map((doc) => ({
    id: doc.id,
    productNumber: doc.productNumber,
    name: doc.name,
    subtitle: doc.subtitle ?? null,
    image: toImageData(doc.image),
    url: productPath(locale, doc.productNumber),
  }))
}

/** Up to 10 other products of the same group for the product swiper. */
export function getRelatedProducts(
  tenantId: number | string,
  locale: string,
  productLineId: number,
  exclude: number,
): Promise<ProductTeaser[]> {
  return cached(
    () => readRelated(tenantId, locale, productLineId, exclude),
    ['catalog:related', String(tenantId), locale, String(productLineId), String(exclude)],
    [cacheTags.products(tenantId)],
  )()
}
