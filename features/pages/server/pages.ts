import 'server-only'

import type { Where } from 'payload'

import type { Page } from '@/cms/payload-types'
import type { ImageData } from '@/components/picture/picture'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData, type DataApi } from '@/lib/data'
import { systemData } from '@/lib/data/system'
import type { ContentLanguage } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'

import { buildPageNodes, type PageNode } from '../page-tree'

/**
 * The public reads published pages only (the pages' access rule), as a
 * visitor of the tenant; editors' live preview reads the latest drafts, which
 * no visitor may see: that read is system work, narrowed to the tenant here.
 */
function pagesData(
  tenantId: string | number,
  draft: boolean,
): { data: DataApi; where: (own?: Where) => Where } {
  if (!draft) return { data: visitorData(tenantId), where: (own = {}) => own }
  const tenant: Where = { tenant: { equals: tenantId } }
  return {
    data: systemData('editors’ draft preview of pages'),
    where: (own) => (own ? { and: [own, tenant] } : tenant),
  }
}

const TREE_SELECT = {
  title: true,
  slug: true,
  parent: true,
  isHome: true,
  showInNavigation: true,
  navigationOrder: true,
  navigationTarget: true,
  addSeparator: true,
} as const

async function readPageNodes(
  tenantId: string | number,
  language: ContentLanguage,
  draft: boolean,
): Promise<PageNode[]> {
  const { data, where } = pagesData(tenantId, draft)
  const { docs } = await data.find({
    collection: 'pages',
    where: where(),
    locale: language,
    fallbackLocale: 'de',
    depth: 0,
    limit: 10_000,
    pagination: false,
    select: TREE_SELECT,
    draft,
  })
  return buildPageNodes(docs)
}

/** The published page tree of a tenant in one language, cached until a page changes. */
export function getPageNodes(
  tenantId: string | number,
  language: ContentLanguage,
  { draft = false } = {},
): Promise<PageNode[]> {
  if (draft) return readPageNodes(tenantId, language, true)
  return cached(
    () => readPageNodes(tenantId, language, false),
    ['pages:tree:v2', String(tenantId), language],
    [cacheTags.pages(tenantId)],
  )()
}

/** What the page renderer needs of a page. */
export type PageContent = Pick<
  Page,
  | 'id'
  | 'title'
  | 'content'
  | 'meta'
  | 'updatedAt'
  | 'pageType'
  | 'showBackLink'
  | 'teaser'
  | 'stage'
  | 'newsTiles'
  | 'oilFinderTile'
  | 'teasers'
  | 'tribologies'
>

async function readPage(
  tenantId: string | number,
  id: string | number,
  language: ContentLanguage,
  draft: boolean,
): Promise<PageContent | null> {
  const { data, where } = pagesData(tenantId, draft)
  const { docs } = await data.find({
    collection: 'pages',
    where: where({ id: { equals: id } }),
    locale: language,
    fallbackLocale: 'de',
    depth: 1,
    limit: 1,
    draft,
    select: {
      title: true,
      content: true,
      meta: true,
      updatedAt: true,
      pageType: true,
      showBackLink: true,
      teaser: true,
      stage: true,
      newsTiles: true,
      oilFinderTile: true,
      teasers: true,
      tribologies: true,
    },
  })
  return (docs[0] as PageContent | undefined) ?? null
}

/** One page's content (published, cached; or the latest draft for preview). */
export function getPageContent(
  tenantId: string | number,
  id: string | number,
  language: ContentLanguage,
  { draft = false } = {},
) {
  if (draft) return readPage(tenantId, id, language, true)
  return cached(
    () => readPage(tenantId, id, language, false),
    ['pages:content:v2', String(tenantId), String(id), language],
    [cacheTags.pages(tenantId)],
  )()
}

/** A child page as an overview shows it (sponsoring). */
export type PageTeaser = {
  id: number
  title: string
  text: string | null
  image: ImageData | null
  path: string
}

async function readChildTeasers(
  tenantId: string | number,
  parentId: string | number,
  language: ContentLanguage,
): Promise<Omit<PageTeaser, 'path'>[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'pages',
    where: { parent: { equals: parentId } },
    locale: language,
    fallbackLocale: 'de',
    depth: 1,
    pagination: false,
    sort: 'navigationOrder',
    select: { title: true, teaser: true },
  })
  return (docs as Page[]).map((doc) => ({
    id: doc.id,
    title: doc.title,
    text: doc.teaser?.text ?? null,
    image: toImageData(doc.teaser?.image),
  }))
}

/** The published child pages of a page with their teaser picture and text, cached until a page changes. */
export function getChildTeasers(
  tenantId: string | number,
  parentId: string | number,
  language: ContentLanguage,
) {
  return cached(
    () => readChildTeasers(tenantId, parentId, language),
    ['pages:children', String(tenantId), String(parentId), language],
    [cacheTags.pages(tenantId)],
  )()
}
