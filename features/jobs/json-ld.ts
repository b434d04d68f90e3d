import type { JobDetail } from './types'

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** The words of a rich text, one line per paragraph, heading or list item. */
export function richTextLines(state: unknown): string[] {
  const root = (state as { root?: LexicalNode } | null)?.root
  const lines: string[] = []
  const walk = (node: LexicalNode): string =>
    node.type === 'text' ? (node.text ?? '') : (node.children ?? []).map(walk).join('')
  const visit = (node: LexicalNode) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'listitem') {
      const line = walk(node).trim()
      if (line) lines.push(line)
      return
    }
    for (const child of node.children ?? []) visit(child)
  }
  if (root) visit(root)
  return lines
}

const escape = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** Google's employment types: full or part time from the workload, plus the kind of contract. */
export function jobPostingEmploymentTypes(job: Pick<JobDetail, 'employmentType' | 'workloadMax'>): string[] {
  const time = job.workloadMax >= 100 ? 'FULL_TIME' : 'PART_TIME'
  if (job.employmentType === 'temporary') return [time, 'TEMPORARY']
  if (job.employmentType === 'internship') return [time, 'INTERN']
  if (job.employmentType === 'apprenticeship') return [time, 'OTHER']
  return [time]
}

/**
 * schema.org JobPosting markup of an opening (title, HTML description from
 * the intro and the sections, posting and end dates, employer, place in
 * Switzerland, employment types).
 */
export function jobPostingJsonLd({
  job,
  url,
  organisation,
  origin,
  sectionTitles,
}: {
  job: JobDetail
  url: string
  organisation: string
  origin: string
  sectionTitles: { tasks: string; profile: string; offer: string }
}): Record<string, unknown> {
  const sections = (['tasks', 'profile', 'offer'] as const)
    .map((key) => ({ title: sectionTitles[key], lines: richTextLines(job[key]) }))
    .filter((section) => section.lines.length > 0)
    .map(
      (section) =>
        `<h2>${escape(section.title)}</h2><ul>${section.lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`,
    )
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `<p>${escape(job.intro)}</p>${sections.join('')}`,
    datePosted: job.publishedFrom,
    ...(job.publishedUntil ? { validThrough: `${job.publishedUntil}T23:59:59+01:00` } : {}),
    employmentType: jobPostingEmploymentTypes(job),
    hiringOrganization: { '@type': 'Organization', name: organisation, sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'CH' },
    },
    ...(job.start.kind === 'date' ? { jobStartDate: job.start.date } : {}),
    directApply: true,
    url: new URL(url, origin).toString(),
    identifier: { '@type': 'PropertyValue', name: organisation, value: String(job.id) },
  }
}
