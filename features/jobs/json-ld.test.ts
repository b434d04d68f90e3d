import { describe, expect, it } from 'vitest'

import { jobPostingEmploymentTypes, jobPostingJsonLd, richTextLines } from './json-ld'
import type { JobDetail } from './types'

const list = (items: string[]) => ({
  root: {
    type: 'root',
    children: [
      {
        type: 'list',
        children: items.map((text) => ({ type: 'listitem', children: [{ type: 'text', text }] })),
      },
    ],
  },
})

const job: JobDetail = {
  id: 3,
  title: 'Laborant/in',
  slug: 'laborant',
  department: 'laboratory',
  location: 'Winterthur',
  workloadMin: 60,
  workloadMax: 80,
  employmentType: 'permanent',
  start: { kind: 'date', date: '2026-05-01' },
  intro: 'Sie prüfen <Öle>.',
  publishedFrom: '2026-01-10',
  publishedUntil: '2026-03-31',
  tasks: list(['Viskosität messen', 'Proben nehmen']) as never,
  profile: null,
  offer: list(['Fünf Wochen Ferien']) as never,
  contact: null,
}

describe('JobPosting JSON-LD', () => {
  it('carries title, escaped HTML description of the sections, dates, place and employer', () => {
    const data = jobPostingJsonLd({
      job,
      url: '/de-ch/jobs/laborant',
      organisation: 'Tribo',
      origin: 'https://www.tribo.ch',
      sectionTitles: { tasks: 'Aufgaben', profile: 'Profil', offer: 'Angebot' },
    })
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Laborant/in',
      datePosted: '2026-01-10',
      validThrough: '2026-03-31T23:59:59+01:00',
      jobStartDate: '2026-05-01',
      employmentType: ['PART_TIME'],
      hiringOrganization: { name: 'Tribo' },
      jobLocation: { address: { addressLocality: 'Winterthur', addressCountry: 'CH' } },
      url: 'https://www.tribo.ch/de-ch/jobs/laborant',
    })
    expect(data.description).toBe(
      '<p>Sie prüfen &lt;Öle&gt;.</p><h2>Aufgaben</h2><ul><li>Viskosität messen</li><li>Proben nehmen</li></ul><h2>Angebot</h2><ul><li>Fünf Wochen Ferien</li></ul>',
    )
  })

  it('maps workload and employment type to Google’s employment types', () => {
    expect(jobPostingEmploymentTypes({ employmentType: 'permanent', workloadMax: 100 })).toEqual([
      'FULL_TIME',
    ])
    expect(jobPostingEmploymentTypes({ employmentType: 'temporary', workloadMax: 100 })).toEqual([
      'FULL_TIME',
      'TEMPORARY',
    ])
    expect(jobPostingEmploymentTypes({ employmentType: 'internship', workloadMax: 80 })).toEqual([
      'PART_TIME',
      'INTERN',
    ])
  })

  it('reads one line per list item or paragraph from rich text', () => {
    expect(richTextLines(list(['a', ' ', 'b']))).toEqual(['a', 'b'])
    expect(richTextLines(null)).toEqual([])
  })
})
