import 'server-only'

import { getApiTranslator } from '@/lib/i18n/translator'

import { PUBLICATION_TYPES } from '../publication-types'

/** The publication types' names in the request's language. */
export async function publicationTypeLabels(locale: string): Promise<Record<string, string>> {
  const t = await getApiTranslator(locale)
  return Object.fromEntries(PUBLICATION_TYPES.map((type) => [type, t(`news.publicationTypes.${type}`)]))
}
