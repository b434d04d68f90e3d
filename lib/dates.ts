import dayjs, { type Dayjs } from 'dayjs'
import 'dayjs/locale/de-ch'
import 'dayjs/locale/en'
import 'dayjs/locale/fr-ch'
import 'dayjs/locale/it-ch'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)
dayjs.extend(customParseFormat)

/** SPEC §9: dates use locale de-ch with these formats. */
export const DATE_FORMAT = 'DD.MM.YYYY'
export const DATE_TIME_FORMAT = 'DD.MM.YYYY - HH:mm'
export const DATE_LOCALE = 'de-ch'
/** The shop's dates are Swiss dates, on the server and in every browser. */
export const TIME_ZONE = 'Europe/Zurich'

/** dayjs locale for a route locale (de-ch, fr-ch, it-ch, de-de, en …): month and weekday names. */
export function dayjsLocale(routeLocale: string | undefined): string {
  const language = (routeLocale ?? '').slice(0, 2)
  return language === 'fr' ? 'fr-ch' : language === 'it' ? 'it-ch' : language === 'en' ? 'en' : DATE_LOCALE
}

type DateInput = Date | string | number | Dayjs | null | undefined

/** The value in Swiss time, or null when it is not a date. */
export function toSwissTime(value: DateInput, locale = DATE_LOCALE): Dayjs | null {
  if (value === null || value === undefined || value === '') return null
  const parsed = dayjs(value)
  return parsed.isValid() ? parsed.tz(TIME_ZONE).locale(dayjsLocale(locale)) : null
}

/** "24.12.2026"; "" for missing or invalid input (never "Invalid Date"). */
export function formatDate(value: DateInput): string {
  return toSwissTime(value)?.format(DATE_FORMAT) ?? ''
}

/** "24.12.2026 - 17:30" in Swiss time. */
export function formatDateTime(value: DateInput): string {
  return toSwissTime(value)?.format(DATE_TIME_FORMAT) ?? ''
}

/** Parses "DD.MM.YYYY" strictly to an ISO date ("YYYY-MM-DD"), or null. */
export function parseSwissDate(text: string): string | null {
  const parsed = dayjs(text.trim(), DATE_FORMAT, true)
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null
}

/** "YYYY-MM-DD" → "DD.MM.YYYY" without time-zone shifts. */
export function formatIsoDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const parsed = dayjs(iso, 'YYYY-MM-DD', true)
  return parsed.isValid() ? parsed.format(DATE_FORMAT) : ''
}

export { dayjs }
