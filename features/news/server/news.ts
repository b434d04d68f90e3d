import 'server-only'

import type { News, NewsTopic } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { CONTENT_LANGUAGES, languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'

import { newsPath } from '../paths'
import type { NewsArticle } from '../types'

const SELECT = {
  title: true,
  slug: true,
  subtitle: true,
  date: true,
  image: true,
  topics: true,
  link: true,
  isFallback: true,
} as const

function toArticle(doc: News, locale: string): NewsArticle {
  return {
    id: doc.id,
    title: doc.title,
    subtitle: doc.subtitle ?? null,
    date: doc.date,
    link: doc.link || newsPath(locale, doc.slug),
    image: toImageData(doc.image),
    topics: (doc.topics ?? [])
      .filter((topic): topic is NewsTopic => typeof topic === 'object' && !!topic)
      .map((topic) => ({ id: topic.id, title: topic.title })),
    isFallback: !!doc.isFallback,
  }
}

async function readNews(
  tenantId: number | string,
  locale: string,
  ids: number[] | null,
  limit: number,
): Promise<NewsArticle[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'news',
    where: ids ? { id: { in: ids } } : {},
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 1,
    limit: ids ? ids.length : limit,
    sort: ['isFallback', '-date'],
    select: SELECT,
  })
  const articles = (docs as News[]).map((doc) => toArticle(doc, locale))
  // Chosen articles keep the editor's order.
  return ids
    ? ids.map((id) => articles.find((article) => article.id === id)).filter((a): a is NewsArticle => !!a)
    : articles
}

/** The latest articles of a tenant (current ones first, then fallback articles), cached until news change. */
export function getLatestNews(
  tenantId: number | string,
  locale: string,
  limit: number,
): Promise<NewsArticle[]> {
  return cached(
    () => readNews(tenantId, locale, null, limit),
    ['news:latest', String(tenantId), locale, String(limit)],
    [cacheTags.news(tenantId)],
  )()
}

/** The chosen articles in the given order (unknown or foreign ids are skipped). */
export function getNewsByIds(
  tenantId: number | string,
  locale: string,
  ids: number[],
): Promise<NewsArticle[]> {
  if (!ids.length) return Promise.resolve([])
  return cached(
    () => readNews(tenantId, locale, ids, ids.length),
    ['news:ids', String(tenantId), locale, ids.join(',')],
    [cacheTags.news(tenantId)],
  )()
}

/** One article with its text, or null when the slug is unknown for this tenant. */
export type NewsDetail = NewsArticle & { slug: string; text: News['text'] }

async function readNewsDetail(
  tenantId: number | string,
  locale: string,
  slug: string,
): Promise<NewsDetail | null> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'news',
    where: { slug: { equals: slug } },
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 1,
    limit: 1,
    select: { ...SELECT, text: true },
  })
  const doc = docs[0] as News | undefined
  return doc ? { ...toArticle(doc, locale), slug: doc.slug, text: doc.text } : null
}

export function getNewsDetail(
  tenantId: number | string,
  locale: string,
  slug: string,
): Promise<NewsDetail | null> {
  return cached(
    () => readNewsDetail(tenantId, locale, slug),
    ['news:detail', String(tenantId), locale, slug],
    [cacheTags.news(tenantId)],
  )()
}

/**
 * The article's slug in `locale` when `slug` is its slug in another language
 * (after a language switch), or null when no article of the tenant has it.
 */
export async function localizedNewsSlug(
  tenantId: number | string,
  locale: string,
  slug: string,
): Promise<string | null> {
  const data = visitorData(tenantId)
  for (const language of CONTENT_LANGUAGES) {
    const { docs } = await data.find({
      collection: 'news',
      where: { slug: { equals: slug } },
      locale: language,
      depth: 0,
      limit: 1,
      select: { slug: true },
    })
    if (!docs[0]) continue
    const target = await data.findByID({
      collection: 'news',
      id: docs[0].id,
      locale: languageOf(locale),
      fallbackLocale: 'de',
      depth: 0,
      select: { slug: true },
    })
    return target?.slug ?? null
  }
  return null
}

/** Up to `limit` other articles sharing a topic with this one, newest first (the article page's related news). */
export function getRelatedNews(
  tenantId: number | string,
  locale: string,
  article: Pick<NewsArticle, 'id' | 'topics'>,
  limit = 3,
): Promise<NewsArticle[]> {
  const topicIds = article.topics.map((topic) => topic.id)
  if (!topicIds.length) return Promise.resolve([])
  return cached(
    async () => {
      const { docs } = await visitorData(tenantId).find({
        collection: 'news',
        where: { and: [{ topics: { in: topicIds } }, { id: { not_equals: article.id } }] },
        sort: '-date',
        limit,
        depth: 0,
        select: { date: true },
      })
      return readNews(
        tenantId,
        locale,
        docs.map((doc) => doc.id as number),
        limit,
      )
    },
    ['news:related', String(tenantId), locale, String(article.id), String(limit)],
    [cacheTags.news(tenantId)],
  )()
}
