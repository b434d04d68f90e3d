import 'server-only'

import type { Job } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { CONTENT_LANGUAGES, languageOf, type ContentLanguage } from '@/lib/i18n/locales'

import type { EmploymentType, JobDepartment } from '../constants'
import { filterJobs, type JobLabels } from '../filter'
import { jobPath } from '../paths'
import { isOnline, swissDay } from '../publication'
import type { JobQuery } from '../schemas'
import type { JobDetail, JobList, JobSummary } from '../types'

const text = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() ? value.trim() : null

function toDetail(doc: Job): JobDetail {
  const contactName = text(doc.contact?.name)
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    department: doc.department as JobDepartment,
    location: doc.location,
    workloadMin: doc.workloadMin,
    workloadMax: doc.workloadMax,
    employmentType: doc.employmentType as EmploymentType,
    start:
      doc.start === 'date' && doc.startDate
        ? { kind: 'date', date: swissDay(doc.startDate) }
        : { kind: 'byAgreement' },
    intro: doc.intro,
    publishedFrom: swissDay(doc.publishedFrom),
    publishedUntil: doc.publishedUntil ? swissDay(doc.publishedUntil) : null,
    tasks: doc.tasks ?? null,
    profile: doc.profile ?? null,
    offer: doc.offer ?? null,
    contact: contactName
      ? {
          name: contactName,
          function: text(doc.contact?.function),
          phone: text(doc.contact?.phone),
          email: text(doc.contact?.email),
        }
      : null,
  }
}

/** Every published opening of the tenant in one language, online or not (the window is applied per request, so expiry needs no cache flush). */
async function readJobs(tenantId: number | string, language: ContentLanguage): Promise<JobDetail[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'jobs',
    locale: language,
    fallbackLocale: 'de',
    depth: 0,
    pagination: false,
  })
  return (docs as Job[]).map(toDetail)
}

function publishedJobs(tenantId: number | string, language: ContentLanguage): Promise<JobDetail[]> {
  return cached(
    () => readJobs(tenantId, language),
    ['jobs:all', String(tenantId), language],
    [cacheTags.jobs(tenantId)],
  )()
}

const summary = ({
  tasks: _tasks,
  profile: _profile,
  offer: _offer,
  contact: _contact,
  ...rest
}: JobDetail): JobSummary => rest

/** The job list of a tenant on `today` (a Swiss day), filtered, with counts per filter option. */
export async function listJobs(
  tenantId: number | string,
  language: ContentLanguage,
  query: JobQuery,
  labels: JobLabels,
  today = swissDay(new Date()),
): Promise<JobList> {
  const list = filterJobs(await publishedJobs(tenantId, language), query, today, labels)
  return { ...list, entries: list.entries.map(summary) }
}

/** An opening online today by its id, or null (unknown, another tenant's, a draft, not yet or no longer online). */
export async function getOnlineJob(
  tenantId: number | string,
  language: ContentLanguage,
  id: number,
  today = swissDay(new Date()),
): Promise<JobDetail | null> {
  const job = (await publishedJobs(tenantId, language)).find((candidate) => candidate.id === id)
  return job && isOnline(job, today) ? job : null
}

/** An opening online today by its slug in this language, or null. */
export async function getOnlineJobBySlug(
  tenantId: number | string,
  language: ContentLanguage,
  slug: string,
  today = swissDay(new Date()),
): Promise<JobDetail | null> {
  const job = (await publishedJobs(tenantId, language)).find((candidate) => candidate.slug === slug)
  return job && isOnline(job, today) ? job : null
}

/** The opening's slug in `language` when `slug` is its slug in another language (after a language switch), or null. */
export async function localizedJobSlug(
  tenantId: number | string,
  language: ContentLanguage,
  slug: string,
): Promise<string | null> {
  for (const other of CONTENT_LANGUAGES) {
    if (other === language) continue
    const job = (await publishedJobs(tenantId, other)).find((candidate) => candidate.slug === slug)
    if (!job) continue
    return (
      (await publishedJobs(tenantId, language)).find((candidate) => candidate.id === job.id)?.slug ?? null
    )
  }
  return null
}

/** Where an opening lives in each of the tenant's locales (locale → path). */
export async function jobAlternates(
  tenant: { id: number | string; locales: readonly string[] },
  id: number,
): Promise<Record<string, string>> {
  const alternates: Record<string, string> = {}
  for (const locale of tenant.locales) {
    const job = (await publishedJobs(tenant.id, languageOf(locale))).find((candidate) => candidate.id === id)
    if (job) alternates[locale] = jobPath(locale, job.slug)
  }
  return alternates
}

/**
 * The opening an application is sent for, read fresh from the database (never
 * from the cache): published, of this tenant and online today, else null.
 */
export async function findJobForApplication(
  tenantId: number | string,
  id: number,
  language: ContentLanguage,
  today = swissDay(new Date()),
): Promise<JobDetail | null> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'jobs',
    where: { id: { equals: id } },
    locale: language,
    fallbackLocale: 'de',
    depth: 0,
    limit: 1,
  })
  const doc = docs[0] as Job | undefined
  if (!doc) return null
  const job = toDetail(doc)
  return isOnline(job, today) ? job : null
}

/** Every opening online today (id and slug), for the sitemap. */
export async function onlineJobSlugs(
  tenantId: number | string,
  language: ContentLanguage,
  today = swissDay(new Date()),
): Promise<{ id: number; slug: string }[]> {
  return (await publishedJobs(tenantId, language))
    .filter((job) => isOnline(job, today))
    .map(({ id, slug }) => ({ id, slug }))
}
