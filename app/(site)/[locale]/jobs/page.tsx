import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { CountedFilterForm } from '@/features/dealers/components/counted-filter-form'
import styles from '@/features/dealers/components/dealers.module.css'
import { JobCard } from '@/features/jobs/components/job-card'
import jobStyles from '@/features/jobs/components/jobs.module.css'
import { jobsPath } from '@/features/jobs/paths'
import { parseJobQuery, type JobQuery } from '@/features/jobs/schemas'
import { jobLabels } from '@/features/jobs/server/labels'
import { listJobs } from '@/features/jobs/server/jobs'
import { sitePage } from '@/features/tenancy/server/site-page'
import { languageOf, routeLocaleOr } from '@/lib/i18n/locales'
import type { PageSearchParams } from '@/lib/page-href'
import { counted } from '@/lib/numbers'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'jobs.list' })
  return { title: t('title'), description: t('intro') }
}

/** Job list: the openings online today, filterable by department, location and employment type; the form works without JavaScript. */
export default async function JobsPage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const t = await getTranslations('jobs.list')
  const tp = await getTranslations('page')

  const parsed = parseJobQuery(await searchParams)
  const query: JobQuery = parsed.ok ? parsed.query : {}
  const list = await listJobs(tenant.id, languageOf(locale), query, await jobLabels(locale))
  const pathname = jobsPath(locale)
  const filtered = Object.values(query).some((value) => value != null)
  const anyOnline = list.filters.some((filter) => filter.options.some((option) => option.count > 0))

  return (
    <div className="container">
      <Breadcrumb
        homeUrl={`/${locale}`}
        homeLabel={tp('home')}
        label={tp('breadcrumb')}
        items={[{ label: t('title'), uri: '', disabled: true }]}
      />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>

      <CountedFilterForm
        action={pathname}
        idPrefix="job"
        filters={list.filters}
        formKey={JSON.stringify(query)}
        ariaLabel={t('filterLabel')}
        labels={{
          filter: (name) => t(`filters.${name}` as never),
          all: t('all'),
          option: (label, count) => t('option', { label, count }),
          submit: t('submit'),
          reset: t('reset'),
        }}
        showReset={filtered || !parsed.ok}
      />

      {!parsed.ok ? (
        <p role="alert" className={styles.error}>
          {t('badParameter', { parameter: parsed.parameter })}
        </p>
      ) : null}

      <section aria-labelledby="job-results">
        <h2 id="job-results" className={styles.summary} aria-live="polite">
          {t('count', counted(list.total))}
        </h2>
        {list.total === 0 ? (
          <p data-testid="job-empty">{anyOnline ? t('empty') : t('none')}</p>
        ) : (
          <ul className={jobStyles.list}>
            {list.entries.map((job) => (
              <JobCard key={job.id} job={job} locale={locale} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
