import type { Job } from '@/cms/payload-types'

import type { EmploymentType, JobDepartment } from './constants'
import type { JobFilterName } from './schemas'

/** When the job starts: by agreement, or on a day (YYYY-MM-DD). */
export type JobStart = { kind: 'byAgreement' } | { kind: 'date'; date: string }

/** An opening as the list shows it (also what GET /api/jobs answers per entry). */
export type JobSummary = {
  id: number
  title: string
  slug: string
  department: JobDepartment
  location: string
  workloadMin: number
  workloadMax: number
  employmentType: EmploymentType
  start: JobStart
  intro: string
  /** Swiss days (YYYY-MM-DD): first and last day the opening is shown (no end: until unpublished). */
  publishedFrom: string
  publishedUntil: string | null
}

export type JobContact = { name: string; function: string | null; phone: string | null; email: string | null }

/** An opening with its sections (tasks, profile, offer as rich text) and contact person. */
export type JobDetail = JobSummary & {
  tasks: Job['tasks'] | null
  profile: Job['profile'] | null
  offer: Job['offer'] | null
  contact: JobContact | null
}

export type JobFilterOption = { value: string; label: string; count: number; selected: boolean }
export type JobFilter = { name: JobFilterName; options: JobFilterOption[] }

export type JobList<T extends JobSummary = JobSummary> = { entries: T[]; filters: JobFilter[]; total: number }
