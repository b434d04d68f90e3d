import { jobPath } from '../paths'
import type { JobSummary } from '../types'
import { JobFacts } from './job-facts'
import styles from './jobs.module.css'

/** One opening in the list: title (the link), key facts and the intro. */
export function JobCard({ job, locale }: { job: JobSummary; locale: string }) {
  return (
    <li className={styles.card} data-testid="job-card">
      <h3>
        <a href={jobPath(locale, job.slug)}>{job.title}</a>
      </h3>
      <JobFacts job={job} />
      <p>{job.intro}</p>
    </li>
  )
}
