import type { DeliveryDateProblem } from './constants'
import { earliestOffered, holidayIn, type DeliveryOptions } from './estimate'
import { formatIsoDate } from '@/lib/iso-date'

/** A translator of the `availability` namespace (the browser's useTranslations, or the server's API translator with the prefix). */
export type AvailabilityTranslate = (key: string, values?: Record<string, string>) => string

/**
 * The sentence for a requested delivery date's problem, naming the field ("Der Wunschliefertermin
 * … fällt auf ein Wochenende"), the same in the delivery step and in the server's refusal.
 */
export function deliveryDateText(
  t: AvailabilityTranslate,
  problem: DeliveryDateProblem,
  day: string,
  options: DeliveryOptions,
  partial: boolean,
): string {
  const date = formatIsoDate(day)
  switch (problem) {
    case 'invalid':
      return t('problems.invalid')
    case 'weekend':
      return t('problems.weekend', { date })
    case 'holiday': {
      const holiday = holidayIn(options, day)
      return t('problems.holiday', { date, holiday: holiday ? t(`holidays.${holiday}`) : '' })
    }
    case 'beforeEarliest':
      return t('problems.beforeEarliest', {
        date,
        earliest: formatIsoDate(earliestOffered(options, partial)),
      })
    case 'tooFar':
      return t('problems.tooFar', { latest: formatIsoDate(options.latest) })
    case 'noDate':
      return t('problems.noDate')
  }
}
