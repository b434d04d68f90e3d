import { APPLICATION_SEEDS, JOB_SEEDS, TRIBO_OFFER, type JobSeed } from './jobs-data'
import { richText, ul } from './rich-text'
import { LOCAL, OTHER_LANGUAGES, tenantId, type SeedContext, type SeedStep } from './types'

const DAY_MS = 86_400_000

/** A day relative to the seed run, at 10:00 UTC (the same Swiss day in summer and winter). */
function dayFrom(now: Date, days: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10))
  return new Date(day.getTime() + days * DAY_MS).toISOString()
}

function localized(seed: JobSeed, language: 'de' | 'fr' | 'it' | 'en') {
  const offer = seed.offer ?? (seed.tenant === 'tribo' ? TRIBO_OFFER : null)
  return {
    title: seed.title[language],
    slug: seed.slug[language],
    intro: seed.intro[language],
    tasks: richText([ul(seed.tasks[language])]),
    profile: richText([ul(seed.profile[language])]),
    ...(offer ? { offer: richText([ul(offer[language])]) } : {}),
    contact: { function: seed.contact.function[language] },
  }
}

async function ensureJob(ctx: SeedContext, seed: JobSeed, now: Date): Promise<number> {
  const tenant = tenantId(ctx, seed.tenant)
  const found = await ctx.payload.find({
    collection: 'jobs',
    where: { and: [{ tenant: { equals: tenant } }, { slug: { equals: seed.slug.de } }] },
    locale: 'de',
    limit: 1,
    depth: 0,
    ...LOCAL,
  })
  if (found.docs[0]) {
    ctx.record('jobs', 'existing')
    return found.docs[0].id
  }
  const german = localized(seed, 'de')
  const doc = await ctx.payload.create({
    collection: 'jobs',
    locale: 'de',
    data: {
      tenant,
      ...german,
      contact: {
        ...german.contact,
        name: seed.contact.name,
        phone: seed.contact.phone,
        email: seed.contact.email,
      },
      department: seed.department,
      location: seed.location,
      workloadMin: seed.workload[0],
      workloadMax: seed.workload[1],
      employmentType: seed.employmentType,
      start: seed.startInDays == null ? 'byAgreement' : 'date',
      startDate: seed.startInDays == null ? null : dayFrom(now, seed.startInDays),
      publishedFrom: dayFrom(now, -seed.publishedDaysAgo),
      publishedUntil: seed.untilInDays == null ? null : dayFrom(now, seed.untilInDays),
      _status: 'published',
    },
    ...LOCAL,
  })
  for (const language of OTHER_LANGUAGES) {
    const data = localized(seed, language)
    await ctx.payload.update({
      collection: 'jobs',
      id: doc.id,
      locale: language,
      data: {
        ...data,
        contact: {
          ...data.contact,
          name: seed.contact.name,
          phone: seed.contact.phone,
          email: seed.contact.email,
        },
        _status: 'published',
      },
      ...LOCAL,
    })
  }
  ctx.record('jobs', 'created')
  return doc.id
}

/**
 * Job openings: eight for Tribo in Winterthur and Lausanne (one of them
 * expired, never shown), two for Tribo Moto, one for Tribo Industrie, all in
 * four languages; and two applications without documents for the CMS list.
 */
export const jobsStep: SeedStep = {
  name: 'jobs',
  async run(ctx) {
    const now = new Date()
    const ids = new Map<string, number>()
    for (const seed of JOB_SEEDS) {
      if (!ctx.tenants.has(seed.tenant)) continue
      ids.set(`${seed.tenant}:${seed.slug.de}`, await ensureJob(ctx, seed, now))
    }
    const tribo = ctx.tenants.get('tribo')
    if (tribo == null) return
    for (const application of APPLICATION_SEEDS) {
      const job = ids.get(`tribo:${application.jobSlug}`)
      const seed = JOB_SEEDS.find(
        (candidate) => candidate.tenant === 'tribo' && candidate.slug.de === application.jobSlug,
      )
      if (job == null || !seed) continue
      const found = await ctx.payload.count({
        collection: 'job-applications',
        where: { and: [{ job: { equals: job } }, { email: { equals: application.email } }] },
        ...LOCAL,
      })
      if (found.totalDocs > 0) {
        ctx.record('job-applications', 'existing')
        continue
      }
      const { jobSlug: _slug, ...data } = application
      await ctx.payload.create({
        collection: 'job-applications',
        data: { ...data, tenant: tribo, job, jobTitle: seed.title[application.language as 'de' | 'fr'] },
        ...LOCAL,
      })
      ctx.record('job-applications', 'created')
    }
  },
}
