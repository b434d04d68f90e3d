import { describe, expect, it } from 'vitest'

import { filterJobs, formatWorkload } from './filter'
import { isOnline } from './publication'
import { parseJobQuery } from './schemas'
import type { JobSummary } from './types'

const job = (
  id: number,
  department: JobSummary['department'],
  location: string,
  employmentType: JobSummary['employmentType'],
  publishedFrom = '2026-01-10',
  publishedUntil: string | null = null,
): JobSummary => ({
  id,
  title: `Stelle ${id}`,
  slug: `stelle-${id}`,
  department,
  location,
  workloadMin: 80,
  workloadMax: 100,
  employmentType,
  start: { kind: 'byAgreement' },
  intro: '',
  publishedFrom,
  publishedUntil,
})

const JOBS = [
  job(1, 'sales', 'Winterthur', 'permanent', '2026-01-01'),
  job(2, 'sales', 'Lausanne', 'permanent', '2026-01-05'),
  job(3, 'logistics', 'Winterthur', 'apprenticeship', '2026-01-03'),
  job(4, 'laboratory', 'Winterthur', 'permanent', '2026-01-02', '2026-01-09'),
  job(5, 'marketing', 'Winterthur', 'internship', '2026-02-01'),
]
const TODAY = '2026-01-20'
const labels = { department: (value: string) => value, employmentType: (value: string) => value }
const run = (params: Record<string, string>, today = TODAY) => {
  const parsed = parseJobQuery(params)
  if (!parsed.ok) throw new Error(parsed.parameter)
  return filterJobs(JOBS, parsed.query, today, labels)
}
const options = (list: ReturnType<typeof run>, name: string) =>
  list.filters.find((filter) => filter.name === name)!.options.map((o) => [o.value, o.count, o.selected])

describe('job list', () => {
  it('shows only openings online today, newest first', () => {
    // 4 ended on 2026-01-09, 5 starts on 2026-02-01.
    expect(run({}).entries.map((j) => j.id)).toEqual([2, 3, 1])
    expect(run({}).total).toBe(3)
    expect(run({}, '2026-02-01').entries.map((j) => j.id)).toEqual([5, 2, 3, 1])
  })

  it('narrows by department, location and employment type together', () => {
    expect(run({ department: 'sales' }).entries.map((j) => j.id)).toEqual([2, 1])
    expect(run({ department: 'sales', location: 'Winterthur' }).entries.map((j) => j.id)).toEqual([1])
    expect(run({ employmentType: 'apprenticeship' }).entries.map((j) => j.id)).toEqual([3])
    expect(run({ department: 'logistics', employmentType: 'permanent' }).entries).toEqual([])
  })

  it('counts each filter over the openings the other chosen filters let through', () => {
    const list = run({ location: 'Winterthur' })
    expect(options(list, 'department')).toEqual([
      ['logistics', 1, false],
      ['sales', 1, false],
    ])
    // The location facet ignores its own choice, so the other town stays offered with its count.
    expect(options(list, 'location')).toEqual([
      ['Lausanne', 1, false],
      ['Winterthur', 2, true],
    ])
    expect(options(list, 'employmentType')).toEqual([
      ['apprenticeship', 1, false],
      ['permanent', 1, false],
    ])
  })

  it('never counts expired or future openings and keeps a chosen value without hits listed', () => {
    const list = run({ department: 'laboratory' })
    expect(list.entries).toEqual([])
    expect(options(list, 'department')).toContainEqual(['laboratory', 0, true])
    expect(options(run({}), 'department').map(([value]) => value)).not.toContain('marketing')
  })

  it('names a bad or repeated filter and ignores empty ones', () => {
    const bad = (params: URLSearchParams | Record<string, string | string[]>) => {
      const parsed = parseJobQuery(params)
      return parsed.ok ? null : parsed.parameter
    }
    expect(bad({ department: 'kitchen' })).toBe('department')
    expect(bad({ employmentType: 'freelance' })).toBe('employmentType')
    expect(bad({ location: 'x'.repeat(81) })).toBe('location')
    expect(bad(new URLSearchParams('location=Winterthur&location=Lausanne'))).toBe('location')
    expect(bad({ department: '', location: '', employmentType: '', page: '2' })).toBeNull()
  })

  it('writes the workload as a range or one value', () => {
    expect(formatWorkload(80, 100)).toBe('80–100 %')
    expect(formatWorkload(100, 100)).toBe('100 %')
  })
})

describe('publication window', () => {
  it('is online from the first through the last day, inclusive; without an end until unpublished', () => {
    const window = { publishedFrom: '2026-03-01', publishedUntil: '2026-03-31' }
    expect(isOnline(window, '2026-02-28')).toBe(false)
    expect(isOnline(window, '2026-03-01')).toBe(true)
    expect(isOnline(window, '2026-03-31')).toBe(true)
    expect(isOnline(window, '2026-04-01')).toBe(false)
    expect(isOnline({ publishedFrom: '2026-03-01', publishedUntil: null }, '2030-01-01')).toBe(true)
  })
})
