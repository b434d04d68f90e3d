import 'server-only'

import type { Page } from '@/cms/payload-types'
import type { ImageData } from '@/components/picture/picture'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import type { ContentLanguage } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'
import { getPayload } from '@/lib/payload/get-payload'

import { buildPageNodes, type PageNode } from '../page-tree'

const TREE_SELECT = { title: true, slug: true, parent: true, isHome: true, showInNavigation: true, navigationOrder: true, navigationTarget: true, addSeparator: true } as const

async function readPageNodes(tenantId: string | number, language: ContentLanguage, draft: boolean): Promise<PageNode[]> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { tenant: { equals: tenantId } },
    locale: language,
    fallbackLocale: 'de',
    depth: 0,
    limit: 10_000,
    pagination: false,
    select: TREE_SELECT,
    draft,
    // The public reads published pages only (access rule); editors' preview reads drafts.
    overrideAccess: draft,
    user: undefined,
  })
  return buildPageNodes(docs)
}

/** The published page tree of a tenant in one language, cached until a page changes. */
export function getPageNodes(tenantId: string | number, language: ContentLanguage, { draft = false } = {}): Promise<PageNode[]> {
  if (draft) return readPageNodes(tenantId, language, true)
  return cached(() => readPageNodes(tenantId, language, false), ['pages:tree:v2', String(tenantId), language], [cacheTags.pages(tenantId)])()
}

/** What the page renderer needs of a page. */
export type PageContent = Pick<
  Page,
  'id' | 'title' | 'content' | 'meta' | 'updatedAt' | 'pageType' | 'showBackLink' | 'teaser' | 'stage' | 'newsTiles' | 'oilFinderTile' | 'teasers' | 'tribologies'
>

async function readPage(tenantId: string | number, id: string | number, language: ContentLanguage, draft: boolean): Promise<PageContent | null> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ id: { equals: id } }, { tenant: { equals: tenantId } }] },
    locale: language,
    fallbackLocale: 'de',
    depth: 1,
    limit: 1,
    draft,
    overrideAccess: draft,
    user: undefined,
    select: { title: true, content: true, meta: true, updatedAt: true, pageType: true, showBackLink: true, teaser: true, stage: true, newsTiles: true, oilFinderTile: true, teasers: true, tribologies: true },
  })
  return (docs[0] as PageContent | undefined) ?? null
}

/** One page's content (published, cached; or the latest draft for preview). */
export function getPageContent(tenantId: string | number, id: string | number, language: ContentLanguage, { draft = false } = {}) {
  if (draft) return readPage(tenantId, id, language, true)
  return cached(() => readPage(tenantId, id, language, false), ['pages:content:v2', String(tenantId), String(id), language], [cacheTags.pages(tenantId)])()
}

/** A child page as an overview shows it (sponsoring). */
export type PageTeaser = { id: number; title: string; text: string | null; image: ImageData | null; path: string }

async function readChildTeasers(tenantId: string | number, parentId: string | number, language: ContentLanguage): Promise<Omit<PageTeaser, 'path'>[]> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ tenant: { equals: tenantId } }, { parent: { equals: parentId } }] },
    locale: language,
    fallbackLocale: 'de',
    depth: 1,
    pagination: false,
    sort: 'navigationOrder',
    select: { title: true, teaser: true },
    overrideAccess: false,
    user: undefined,
  })
  return (docs as Page[]).map((doc) => ({ id: doc.id, title: doc.title, text: doc.teaser?.text ?? null, image: toImageData(doc.teaser?.image) }))
}

/** The published child pages of a page with their teaser picture and text, cached until a page changes. */
export function getChildTeasers(tenantId: string | number, parentId: string | number, language: ContentLanguage) {
  return cached(() => readChildTeasers(tenantId, parentId, language), ['pages:children', String(tenantId), String(parentId), language], [cacheTags.pages(tenantId)])()
}
