import { toSwissTime } from '@/lib/dates'

/** The Swiss calendar day (YYYY-MM-DD) of a moment; openings are shown by whole Swiss days. */
export function swissDay(value: Date | string): string {
  return toSwissTime(value)!.format('YYYY-MM-DD')
}

/**
 * Whether an opening is online on `today` (a Swiss day): from its first day
 * through its last one, inclusive; without a last day until it is unpublished.
 */
export function isOnline(
  job: { publishedFrom: string; publishedUntil: string | null },
  today: string,
): boolean {
  return job.publishedFrom <= today && (job.publishedUntil == null || today <= job.publishedUntil)
}
