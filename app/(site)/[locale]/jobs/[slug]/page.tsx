import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'

import { withPageMessages } from '@/components/intl/page-messages'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { jsonLdScript } from '@/features/catalog/json-ld'
import { JobApplication } from '@/features/jobs/components/job-application.client'
import { JobFacts } from '@/features/jobs/components/job-facts'
import styles from '@/features/jobs/components/jobs.module.css'
import { jobPostingJsonLd } from '@/features/jobs/json-ld'
import { jobPath, jobsPath } from '@/features/jobs/paths'
import { swissDay } from '@/features/jobs/publication'
import { applicationFormFor } from '@/features/jobs/server/apply'
import { getOnlineJobBySlug, jobAlternates, localizedJobSlug } from '@/features/jobs/server/jobs'
import { PageAlternates } from '@/features/navigation/components/page-alternates.client'
import { siteContext } from '@/features/tenancy/server/site-page'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { formatIsoDate } from '@/lib/dates'
import { languageOf } from '@/lib/i18n/locales'
import { safeDecode } from '@/lib/safe-decode'
import { pageMetadata } from '@/lib/seo'
import { requestOrigin } from '@/lib/site-url'

type Props = { params: Promise<{ locale: string; slug: string }> }

const load = cache(async (locale: string, slug: string) => {
  const { tenant } = await siteContext(locale)
  const language = languageOf(locale)
  const job = await getOnlineJobBySlug(tenant.id, language, safeDecode(slug))
  if (job) return { tenant, job, alternates: await jobAlternates(tenant, job.id) }
  // The slug of another language (e.g. after switching the language): go to this language's address.
  const localized = await localizedJobSlug(tenant.id, language, safeDecode(slug))
  if (localized && localized !== safeDecode(slug)) permanentRedirect(jobPath(locale, localized))
  notFound()
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const { tenant, job, alternates } = await load(locale, slug)
  const site = await getTenantSite(tenant.id, languageOf(locale))
  return {
    title: job.title,
    description: job.intro,
    ...pageMetadata({
      origin: await requestOrigin(),
      locale,
      defaultLocale: tenant.defaultLocale,
      alternates,
      title: job.title,
      description: job.intro,
      siteName: site?.name ?? 'Tribo',
    }),
  }
}

/** One opening: key facts, tasks, profile, offer, contact person and the application form. */
async function JobPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const { tenant, job, alternates } = await load(locale, slug)
  const t = await getTranslations('jobs')
  const tp = await getTranslations('page')
  const site = await getTenantSite(tenant.id, languageOf(locale))
  const definition = await applicationFormFor(job.id, locale, swissDay(new Date()))
  const contact = job.contact
  const reach = contact ? (contact.phone ?? contact.email) : null
  const sections = (['tasks', 'profile', 'offer'] as const).filter((key) => job[key])
  const jsonLd = jobPostingJsonLd({
    job,
    url: jobPath(locale, job.slug),
    organisation: site?.name ?? 'Tribo',
    origin: await requestOrigin(),
    sectionTitles: { tasks: t('detail.tasks'), profile: t('detail.profile'), offer: t('detail.offer') },
  })

  return (
    <div className="container">
      <PageAlternates alternates={alternates} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <Breadcrumb
        homeUrl={`/${locale}`}
        homeLabel={tp('home')}
        label={tp('breadcrumb')}
        items={[
          { label: t('list.title'), uri: jobsPath(locale), disabled: false },
          { label: job.title, uri: '', disabled: true },
        ]}
      />
      <div className={styles.detail}>
        <article>
          <h1>{job.title}</h1>
          <p className="lead">{job.intro}</p>
          {sections.map((key) => (
            <section key={key} aria-labelledby={`job-${key}`}>
              <h2 id={`job-${key}`}>{t(`detail.${key}`)}</h2>
              <RichText data={job[key]!} />
            </section>
          ))}
          <section id="bewerbung" aria-labelledby="job-apply" className={styles.apply}>
            <h2 id="job-apply">{t('detail.apply')}</h2>
            <p>{t('detail.applyIntro')}</p>
            <JobApplication
              definition={definition}
              confirmation={{
                title: t('confirmation.title'),
                text: t('confirmation.text', { job: job.title }),
                contact: contact && reach ? t('confirmation.contact', { name: contact.name, reach }) : null,
                backHref: jobsPath(locale),
                backLabel: t('confirmation.back'),
              }}
            />
          </section>
        </article>
        <aside className={styles.aside} aria-labelledby="job-facts">
          <h2 id="job-facts">{t('facts.label')}</h2>
          <JobFacts job={job} withStart />
          <p className="muted">
            {t('facts.published')} {formatIsoDate(job.publishedFrom)}
          </p>
          <p>
            <a href="#bewerbung" className="button button--primary">
              {t('detail.apply')}
            </a>
          </p>
          {contact ? (
            <>
              <h2>{t('detail.contact')}</h2>
              <p>{t('detail.contactIntro')}</p>
              <address className={styles.contact}>
                <strong>{contact.name}</strong>
                {contact.function ? <span>{contact.function}</span> : null}
                {contact.phone ? (
                  <span>
                    {t('detail.phone')}:{' '}
                    <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                  </span>
                ) : null}
                {contact.email ? (
                  <span>
                    {t('detail.email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </span>
                ) : null}
              </address>
            </>
          ) : null}
          <p>
            <a href={jobsPath(locale)}>{t('detail.back')}</a>
          </p>
        </aside>
      </div>
    </div>
  )
}

export default withPageMessages(['forms'], JobPage)
