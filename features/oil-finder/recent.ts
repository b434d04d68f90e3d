/**
 * Recently viewed vehicles, kept in this browser only (localStorage), newest
 * first: the finder's start offers them again. Nothing leaves the browser.
 */

export const RECENT_VEHICLES_KEY = 'tribo.oilFinder.recent'
export const RECENT_VEHICLES_MAX = 5

export type RecentVehicle = { typeId: number; label: string; category: string }

const isRecent = (value: unknown): value is RecentVehicle => {
  const v = value as RecentVehicle | null
  return (
    !!v &&
    Number.isInteger(v.typeId) &&
    v.typeId > 0 &&
    typeof v.label === 'string' &&
    typeof v.category === 'string'
  )
}

/** A stored list; anything unreadable counts as empty (another tab or an old version may have written it). */
export function parseRecentVehicles(raw: string | null | undefined): RecentVehicle[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_VEHICLES_MAX) : []
  } catch {
    return []
  }
}

export const readRecentVehicles = (storage: Pick<Storage, 'getItem'> | undefined): RecentVehicle[] =>
  parseRecentVehicles(storage?.getItem(RECENT_VEHICLES_KEY))

/** The list with a vehicle put first (once), the newest five kept. */
export const withVehicle = (list: RecentVehicle[], vehicle: RecentVehicle): RecentVehicle[] =>
  [vehicle, ...list.filter((v) => v.typeId !== vehicle.typeId)].slice(0, RECENT_VEHICLES_MAX)

/** Stores the list with a vehicle put first; a full or blocked storage is ignored. */
export function rememberVehicle(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  vehicle: RecentVehicle,
): RecentVehicle[] {
  const next = withVehicle(readRecentVehicles(storage), vehicle)
  try {
    storage?.setItem(RECENT_VEHICLES_KEY, JSON.stringify(next))
  } catch {
    // Private mode or a full storage: the list is a convenience, not a requirement.
  }
  return next
}
