import 'server-only'

import type { FaqCategory as FaqCategoryDoc, FaqQuestion as FaqQuestionDoc } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { languageOf } from '@/lib/i18n/locales'
import { relationId } from '@/lib/relation-ids'

import type { FaqCategory, FaqEntry, FaqOverview } from '../types'

async function readFaq(
  tenantId: number,
  locale: string,
): Promise<{ categories: FaqCategory[]; entries: FaqEntry[] }> {
  const data = visitorData(tenantId)
  const language = languageOf(locale)
  const common = { locale: language, fallbackLocale: 'de' as const, depth: 0, pagination: false as const }
  const [categoryResult, questionResult] = await Promise.all([
    data.find({
      collection: 'faq-categories',
      sort: ['sortOrder', 'id'],
      select: { title: true, icon: true },
      ...common,
    }),
    data.find({
      collection: 'faq-questions',
      sort: ['sortOrder', 'id'],
      select: { question: true, answer: true, category: true },
      ...common,
    }),
  ])
  const categoryDocs = categoryResult.docs as Pick<FaqCategoryDoc, 'id' | 'title' | 'icon'>[]
  const known = new Set(categoryDocs.map((doc) => doc.id))
  // Questions of an unpublished (or deleted) category do not show either.
  const entries: FaqEntry[] = (
    questionResult.docs as Pick<FaqQuestionDoc, 'id' | 'question' | 'answer' | 'category'>[]
  )
    .map((doc) => ({
      id: doc.id,
      question: doc.question,
      answer: doc.answer,
      categoryId: relationId(doc.category) ?? 0,
    }))
    .filter((entry) => known.has(entry.categoryId) && entry.question && entry.answer)
  const categories = categoryDocs
    .map((doc) => ({
      id: doc.id,
      title: doc.title,
      icon: doc.icon || null,
      questionCount: entries.filter((entry) => entry.categoryId === doc.id).length,
    }))
    .filter((category) => category.questionCount > 0)
  return { categories, entries }
}

/** The tenant's published FAQ in one language (cached until an editor changes a category or question). */
export function getFaq(tenantId: number, locale: string): Promise<FaqOverview> {
  return cached(
    () => readFaq(tenantId, locale),
    ['faq', String(tenantId), locale],
    [cacheTags.faq(tenantId)],
  )()
}

export type FaqLookup = { kind: 'ok'; overview: FaqOverview } | { kind: 'unknown-category' }

/** GET /api/faq: every category and the questions of one (or all, without a category). */
export async function getFaqOverview(
  tenantId: number,
  locale: string,
  categoryId?: number,
): Promise<FaqLookup> {
  const faq = await getFaq(tenantId, locale)
  if (categoryId === undefined) return { kind: 'ok', overview: faq }
  if (!faq.categories.some((category) => category.id === categoryId)) return { kind: 'unknown-category' }
  return {
    kind: 'ok',
    overview: {
      categories: faq.categories,
      entries: faq.entries.filter((entry) => entry.categoryId === categoryId),
    },
  }
}
