import { SCHEDULE_MESSAGE_MAX_LENGTH, SCHEDULE_REASONS, type ScheduleReason } from './constants'

/**
 * A run's message and a schedule's pausedReason hold a reason as
 * `[code] details` — a stable code every reader can put into words in its own
 * language, and language-free details (article numbers, a field name) —
 * rather than a sentence in one language: the buyer reads its history in
 * German, French, Italian or English, editors read the raw line in the CMS.
 */
export type StoredReason = { code: ScheduleReason; details: string }

const PATTERN = /^\[([A-Za-z]+)\](?: (.*))?$/s

/** The stored form of a reason (cut to the field's length). */
export function reasonText(code: ScheduleReason, details: readonly string[] | string = ''): string {
  const detail = (Array.isArray(details) ? details.join(', ') : String(details)).trim()
  return `[${code}]${detail ? ` ${detail}` : ''}`.slice(0, SCHEDULE_MESSAGE_MAX_LENGTH)
}

/** A stored reason read back, or null when the text is none of ours (an editor's note). */
export function parseReason(text: string | null | undefined): StoredReason | null {
  const match = text ? PATTERN.exec(text.trim()) : null
  if (!match || !(SCHEDULE_REASONS as readonly string[]).includes(match[1]!)) return null
  return { code: match[1] as ScheduleReason, details: (match[2] ?? '').trim() }
}

/** Whether a run's message says the due date was missed (the scheduler did not run that day). */
export const isMissed = (text: string | null | undefined): boolean => parseReason(text)?.code === 'missed'
