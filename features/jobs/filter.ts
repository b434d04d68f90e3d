import type { EmploymentType, JobDepartment } from './constants'
import { isOnline } from './publication'
import { JOB_FILTER_NAMES, type JobFilterName, type JobQuery } from './schemas'
import type { JobFilter, JobList, JobSummary } from './types'

export type JobLabels = {
  department: (value: JobDepartment) => string
  employmentType: (value: EmploymentType) => string
}

const valueOf = (job: JobSummary, name: JobFilterName): string => job[name]

const matches = (job: JobSummary, query: JobQuery, skip?: JobFilterName) =>
  JOB_FILTER_NAMES.every((name) => name === skip || query[name] == null || valueOf(job, name) === query[name])

function labelOf(name: JobFilterName, value: string, labels: JobLabels): string {
  if (name === 'department') return labels.department(value as JobDepartment)
  if (name === 'employmentType') return labels.employmentType(value as EmploymentType)
  return value
}

/** Options of one filter, counted over the openings every other chosen filter lets through; a chosen value always stays listed. */
function facet<T extends JobSummary>(
  name: JobFilterName,
  jobs: readonly T[],
  query: JobQuery,
  labels: JobLabels,
): JobFilter {
  const counts = new Map<string, number>()
  for (const job of jobs)
    if (matches(job, query, name)) counts.set(valueOf(job, name), (counts.get(valueOf(job, name)) ?? 0) + 1)
  const selected = query[name]
  if (selected != null && !counts.has(selected)) counts.set(selected, 0)
  const options = [...counts].map(([value, count]) => ({
    value,
    label: labelOf(name, value, labels),
    count,
    selected: value === selected,
  }))
  return { name, options: options.sort((a, b) => a.label.localeCompare(b.label)) }
}

/**
 * The job list: openings online on `today`, narrowed by department,
 * location and employment type, newest first, with the options of each filter
 * counted over the other chosen filters (so a count says what a choice shows).
 */
export function filterJobs<T extends JobSummary>(
  jobs: readonly T[],
  query: JobQuery,
  today: string,
  labels: JobLabels,
): JobList<T> {
  const online = jobs.filter((job) => isOnline(job, today))
  const entries = online
    .filter((job) => matches(job, query))
    .sort((a, b) => b.publishedFrom.localeCompare(a.publishedFrom) || a.title.localeCompare(b.title))
  return {
    entries,
    filters: JOB_FILTER_NAMES.map((name) => facet(name, online, query, labels)),
    total: entries.length,
  }
}

/** "80–100 %" or "100 %". */
export function formatWorkload(min: number, max: number): string {
  return min === max ? `${max} %` : `${min}–${max} %`
}
