import 'server-only'

import type { CartContext } from '@/features/carts/server/cart'
import { formatIsoDate } from '@/lib/iso-date'
import { counted, formatCount } from '@/lib/numbers'

import type {
  ScheduleEndKind,
  ScheduleFrequency,
  ScheduleReason,
  ScheduleRunOutcome,
  ScheduleStatus,
} from '../constants'
import { parseReason } from '../reasons'

type T = CartContext['t']

/** "alle 2 Wochen", "jede Woche", "monatlich am 15." */
export function rhythmLabel(
  t: T,
  schedule: { frequency: ScheduleFrequency; intervalWeeks?: number | null; dayOfMonth?: number | null },
): string {
  return schedule.frequency === 'weeks'
    ? t('repeatOrders.rhythm.weeks', counted(schedule.intervalWeeks ?? 1))
    : t('repeatOrders.rhythm.monthly', { day: schedule.dayOfMonth ?? 1 })
}

/** How a stored schedule ends: never, on a date, or after a count. */
export const endKindOf = (schedule: { endDate?: string | null; maxRuns?: number | null }): ScheduleEndKind =>
  schedule.endDate ? 'date' : schedule.maxRuns != null ? 'count' : 'never'

/** "ohne Ende", "bis 31.12.2027", "nach 6 Bestellungen (2 erledigt)" */
export function endLabel(
  t: T,
  schedule: { endDate?: string | null; maxRuns?: number | null; runCount?: number | null },
): string {
  const kind = endKindOf(schedule)
  if (kind === 'date') return t('repeatOrders.end.date', { date: formatIsoDate(schedule.endDate) })
  if (kind === 'count')
    return t(
      'repeatOrders.end.count',
      counted(schedule.maxRuns ?? 0, { done: formatCount(schedule.runCount ?? 0) }),
    )
  return t('repeatOrders.end.never')
}

export const statusLabel = (t: T, status: ScheduleStatus) => t(`repeatOrders.status.${status}`)

export const outcomeLabel = (t: T, outcome: ScheduleRunOutcome) => t(`repeatOrders.outcomes.${outcome}`)

/** A stored reason (`[code] details`) in the reader's words, or null; an editor's free text stays as written. */
export function reasonOf(
  t: T,
  stored: string | null | undefined,
): { code: ScheduleReason; text: string } | null {
  if (!stored?.trim()) return null
  const reason = parseReason(stored)
  if (!reason) return { code: 'error', text: stored.trim() }
  const text =
    reason.code === 'notOrderable'
      ? t('repeatOrders.reasons.notOrderable', { articles: reason.details || '–' })
      : t(`repeatOrders.reasons.${reason.code}`)
  return { code: reason.code, text }
}
