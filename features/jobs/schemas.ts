import { z } from 'zod'

import { EMPLOYMENT_TYPES, JOB_DEPARTMENTS } from './constants'

/** The filters of the job list, in the order the page shows them. */
export const JOB_FILTER_NAMES = ['department', 'location', 'employmentType'] as const
export type JobFilterName = (typeof JOB_FILTER_NAMES)[number]

/** GET /api/jobs and the list page: each filter takes one value. */
export const ZJobQuery = z.object({
  department: z.enum(JOB_DEPARTMENTS).optional(),
  location: z.string().trim().min(1).max(80).optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
})
export type JobQuery = z.infer<typeof ZJobQuery>

export type ParsedJobQuery = { ok: true; query: JobQuery } | { ok: false; parameter: string }

/** Reads the query string; empty values (an untouched select) count as absent, unknown keys are ignored, a repeated or malformed filter is named. */
export function parseJobQuery(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): ParsedJobQuery {
  const entries: [string, string][] =
    params instanceof URLSearchParams
      ? [...params]
      : Object.entries(params).flatMap(([key, value]) =>
          Array.isArray(value)
            ? value.map((v) => [key, v] as [string, string])
            : value == null
              ? []
              : [[key, value] as [string, string]],
        )
  const raw: Record<string, string> = {}
  for (const [key, value] of entries) {
    if (!(JOB_FILTER_NAMES as readonly string[]).includes(key) || value === '') continue
    if (raw[key] != null) return { ok: false, parameter: key }
    raw[key] = value
  }
  const parsed = ZJobQuery.safeParse(raw)
  if (parsed.success) return { ok: true, query: parsed.data }
  return { ok: false, parameter: String(parsed.error.issues[0]?.path[0] ?? 'query') }
}

/** The id in /api/jobs/{id}: a positive whole number. */
export const ZJobId = z.coerce.number().int().positive().max(2_147_483_647)
