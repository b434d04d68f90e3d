/** The job list of a locale. */
export function jobsPath(locale: string): string {
  return `/${locale}/jobs`
}

/** The page of one opening. */
export function jobPath(locale: string, slug: string): string {
  return `/${locale}/jobs/${encodeURIComponent(slug)}`
}
