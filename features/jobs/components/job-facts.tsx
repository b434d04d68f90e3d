import { getTranslations } from 'next-intl/server'

import { formatIsoDate } from '@/lib/dates'

import { formatWorkload } from '../filter'
import type { JobSummary } from '../types'
import styles from './jobs.module.css'

/** Department, location, workload, employment type and start of an opening as a description list. */
export async function JobFacts({
  job,
  withStart = false,
  withDepartment = true,
}: {
  job: JobSummary
  withStart?: boolean
  withDepartment?: boolean
}) {
  const t = await getTranslations('jobs')
  const facts: [string, string][] = [
    ...(withDepartment
      ? ([[t('facts.department'), t(`departments.${job.department}`)]] as [string, string][])
      : []),
    [t('facts.location'), job.location],
    [t('facts.workload'), formatWorkload(job.workloadMin, job.workloadMax)],
    [t('facts.employmentType'), t(`employmentTypes.${job.employmentType}`)],
    ...(withStart
      ? ([
          [
            t('facts.start'),
            job.start.kind === 'date' ? formatIsoDate(job.start.date) : t('facts.byAgreement'),
          ],
        ] as [string, string][])
      : []),
  ]
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
