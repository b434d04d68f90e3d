import 'server-only'

import type { Fair as FairDoc } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'

import { splitFairs } from '../split'
import type { Fair, FairList } from '../types'

async function readFairs(tenantId: number | string, locale: string): Promise<Fair[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'fairs',
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 1,
    pagination: false,
    sort: 'fromDate',
  })
  return (docs as FairDoc[]).map((doc) => ({
    id: doc.id,
    name: doc.name,
    description: doc.description ?? null,
    fromDate: doc.fromDate,
    toDate: doc.toDate,
    city: doc.city,
    country: doc.country,
    venue: doc.venue ?? null,
    stand: doc.stand ?? null,
    url: doc.url ?? null,
    image: toImageData(doc.image),
  }))
}

/** The tenant's fairs split into upcoming and past on `now` (the list is cached until fairs change; the split is not). */
export async function listFairs(
  tenantId: number | string,
  locale: string,
  now = new Date(),
): Promise<FairList> {
  const fairs = await cached(
    () => readFairs(tenantId, locale),
    ['fairs:list', String(tenantId), locale],
    [cacheTags.fairs(tenantId)],
  )()
  return splitFairs(fairs, now)
}
