import 'server-only'

import type { Where } from 'payload'

import type { News } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { languageOf } from '@/lib/i18n/locales'
import { relationIds } from '@/lib/relation-ids'

import { PUBLICATION_TYPES } from '../publication-types'
import {
  NEWS_FILTER_NAMES,
  type NewsFilter,
  type NewsFilterName,
  type NewsPagination,
  type NewsQuery,
} from '../schemas'
import type { NewsArticle } from '../types'
import { getNewsByIds } from './news'

export type NewsList = { entries: NewsArticle[]; filters: NewsFilter[]; pagination: NewsPagination }

type Facts = {
  id: number
  date: string
  topic: string[]
  category: string[]
  year: string[]
  publicationType: string[]
}

/** The facet values of one article. */
function factsOf(doc: News): Facts {
  return {
    id: doc.id,
    date: doc.date,
    topic: relationIds(doc.topics as never).map(String),
    category: relationIds(doc.categories as never).map(String),
    year: [String(new Date(doc.date).getUTCFullYear())],
    publicationType: [doc.publicationType ?? 'news'],
  }
}

const matches = (facts: Facts, filters: NewsQuery['filters'], except?: NewsFilterName) =>
  NEWS_FILTER_NAMES.every(
    (name) =>
      name === except ||
      !filters[name]?.length ||
      filters[name]!.some((value) => facts[name].includes(value)),
  )

const byLabel = (entries: [string, string][], locale: string) =>
  new Map(entries.sort(([, a], [, b]) => a.localeCompare(b, locale)))

async function readList(
  tenantId: number | string,
  locale: string,
  query: NewsQuery,
  labels: Record<string, string>,
): Promise<NewsList> {
  const data = visitorData(tenantId)
  const language = languageOf(locale)
  // The tenant condition comes with visitorData.
  const conditions: Where[] = [
    ...(query.folderIds.length ? [{ productLines: { in: query.folderIds } }] : []),
    ...(query.categoryIds.length ? [{ categories: { in: query.categoryIds } }] : []),
    ...(query.topicIds.length ? [{ topics: { in: query.topicIds } }] : []),
    ...(query.publicationType ? [{ publicationType: { equals: query.publicationType } }] : []),
  ]
  const where: Where = conditions.length ? { and: conditions } : {}
  const [{ docs }, topics, categories] = await Promise.all([
    data.find({
      collection: 'news',
      where,
      depth: 0,
      pagination: false,
      sort: '-date',
      select: { date: true, topics: true, categories: true, publicationType: true },
    }),
    data.find({
      collection: 'news-topics',
      locale: language,
      fallbackLocale: 'de',
      depth: 0,
      pagination: false,
      select: { title: true },
    }),
    data.find({
      collection: 'news-categories',
      locale: language,
      fallbackLocale: 'de',
      depth: 0,
      pagination: false,
      select: { title: true },
    }),
  ])
  const facts = (docs as News[]).map(factsOf)
  const selected = facts.filter((f) => matches(f, query.filters))

  const optionLabels: Record<NewsFilterName, Map<string, string>> = {
    topic: byLabel(
      topics.docs.map((doc) => [String(doc.id), doc.title as string]),
      locale,
    ),
    category: byLabel(
      categories.docs.map((doc) => [String(doc.id), doc.title as string]),
      locale,
    ),
    year: new Map(
      [...new Set(facts.flatMap((f) => f.year))]
        .sort()
        .reverse()
        .map((year) => [year, year]),
    ),
    publicationType: new Map(PUBLICATION_TYPES.map((type) => [type, labels[type] ?? type])),
  }
  const filters: NewsFilter[] = NEWS_FILTER_NAMES.map((name) => {
    const pool = facts.filter((f) => matches(f, query.filters, name))
    const options = [...optionLabels[name]].map(([value, label]) => ({
      value,
      label,
      count: pool.filter((f) => f[name].includes(value)).length,
      selected: !!query.filters[name]?.includes(value),
    }))
    // Options no article has are left out unless selected (a shared link may still name them).
    return { name, options: options.filter((o) => o.count > 0 || o.selected) }
  }).filter((filter) => filter.options.length > 0)

  const pageIds = selected.slice(query.offset, query.offset + query.limit).map((f) => f.id)
  return {
    entries: await getNewsByIds(tenantId, locale, pageIds),
    filters,
    pagination: {
      currentPage: Math.floor(query.offset / query.limit) + 1,
      itemsPerPage: query.limit,
      totalAmount: selected.length,
    },
  }
}

/** One page of a tenant's news with the facets of the whole result (entries, filters, pagination), cached until news change. */
export function listNews(
  tenantId: number | string,
  locale: string,
  query: NewsQuery,
  publicationTypeLabels: Record<string, string>,
): Promise<NewsList> {
  return cached(
    () => readList(tenantId, locale, query, publicationTypeLabels),
    ['news:list', String(tenantId), locale, JSON.stringify(query)],
    [cacheTags.news(tenantId)],
  )()
}
