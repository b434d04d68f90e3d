import 'server-only'

import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { relationIds } from '@/lib/relation-ids'

import type { OilFinderLanguage } from '../constants'
import type { Disclaimer, QuickAccessEntry, VehicleSummary } from '../types'
import { getCatalogue, vehicleSummary } from './catalogue'

/** The type registered under a plate (stored form "ZH123456"), or null. */
export async function findTypeByPlate(
  tenantId: number | string,
  plate: string,
  language: OilFinderLanguage,
): Promise<VehicleSummary | null> {
  // Plates are readable in the CMS by editors only (they tie a person's car to a number); the data
  // scope's rule lets the shop look up this one exact plate, and only the vehicle goes back.
  const { docs } = await visitorData(tenantId).find({
    collection: 'license-plates',
    where: { plate: { equals: plate } },
    limit: 1,
    depth: 0,
    select: { type: true },
  })
  const typeId = relationIds([docs[0]?.type])[0]
  return typeId == null ? null : vehicleSummary(await getCatalogue(tenantId), Number(typeId), language)
}

/** A disclaimer of this tenant in the language (German where a text is missing), or null; cached until editors change the oil finder's content. */
export function getDisclaimer(
  tenantId: number | string,
  id: number,
  language: OilFinderLanguage,
): Promise<Disclaimer | null> {
  return cached(
    () => readDisclaimer(tenantId, id, language),
    ['oil-finder:disclaimer', String(tenantId), String(id), language],
    [cacheTags.oilFinder(tenantId)],
  )()
}

async function readDisclaimer(
  tenantId: number | string,
  id: number,
  language: OilFinderLanguage,
): Promise<Disclaimer | null> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'oil-finder-disclaimers',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    locale: language,
    fallbackLocale: 'de',
    select: { title: true, text: true },
  })
  const doc = docs[0]
  return doc ? { id: doc.id, title: doc.title, text: doc.text } : null
}

/** The tenant's oil finder settings (disclaimer choice, quick access), cached like the recommendations. */
function readSettings(tenantId: number | string) {
  return cached(
    () => readSettingsNow(tenantId),
    ['oil-finder:settings', String(tenantId)],
    [cacheTags.oilFinder(tenantId)],
  )()
}

async function readSettingsNow(tenantId: number | string) {
  const { docs } = await visitorData(tenantId).find({
    collection: 'oil-finder-settings',
    limit: 1,
    depth: 0,
    select: { disclaimer: true, quickAccess: true },
  })
  return docs[0] ?? null
}

/** The disclaimer the tenant's settings choose, else its oldest one, else null (cached until editors change the oil finder's content). */
export function tenantDisclaimerId(tenantId: number | string): Promise<number | null> {
  return cached(
    () => readDisclaimerId(tenantId),
    ['oil-finder:disclaimer-id', String(tenantId)],
    [cacheTags.oilFinder(tenantId)],
  )()
}

async function readDisclaimerId(tenantId: number | string): Promise<number | null> {
  const chosen = relationIds([(await readSettings(tenantId))?.disclaimer])[0]
  if (chosen != null) return Number(chosen)
  const { docs } = await visitorData(tenantId).find({
    collection: 'oil-finder-disclaimers',
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    select: { title: true },
  })
  return docs[0]?.id ?? null
}

/** The tenant's popular vehicles in the editors' order, for the finder page's quick access (types since deleted are left out). */
export async function getQuickAccess(
  tenantId: number | string,
  language: OilFinderLanguage,
): Promise<QuickAccessEntry[]> {
  const settings = await readSettings(tenantId)
  const catalogue = await getCatalogue(tenantId)
  return relationIds(settings?.quickAccess).flatMap((id) => {
    const vehicle = vehicleSummary(catalogue, Number(id), language)
    return vehicle
      ? [
          {
            typeId: vehicle.type.id,
            label: `${vehicle.make.name} ${vehicle.type.name}`,
            make: vehicle.make.name,
            model: vehicle.model.name,
            category: vehicle.category,
          },
        ]
      : []
  })
}
