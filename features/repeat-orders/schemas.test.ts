import { describe, expect, it } from 'vitest'

import { isMissed, parseReason, reasonText } from './reasons'
import { createScheduleSchema, scheduleProblems, timingProblems, ZUpdateSchedule } from './schemas'

const TODAY = '2026-11-27'
const schema = createScheduleSchema(() => TODAY)
const valid = {
  source: 'cart',
  name: '  Werkstatt  ',
  frequency: 'monthly',
  dayOfMonth: 15,
  startDate: TODAY,
  endKind: 'never',
  shipTo: '100300',
  billTo: '100300',
}
const problemsOf = (input: unknown) => {
  const parsed = schema.safeParse(input)
  return parsed.success ? [] : scheduleProblems(parsed.error)
}

describe('the schedule form’s rules', () => {
  it('takes a valid schedule, the name trimmed', () => {
    const parsed = schema.parse(valid)
    expect(parsed.name).toBe('Werkstatt')
    expect(problemsOf({ ...valid, source: 'order', orderNumber: '4500013001' })).toEqual([])
  })

  it('names every bad field with its problem, in form order', () => {
    expect(
      problemsOf({
        ...valid,
        name: '',
        frequency: 'weeks',
        intervalWeeks: 53,
        startDate: '2026-02-30',
        colour: 1,
      }),
    ).toEqual([
      { field: 'name', problem: 'required' },
      { field: 'intervalWeeks', problem: 'weeksRange' },
      { field: 'startDate', problem: 'date' },
      { field: 'colour', problem: 'unknownField' },
    ])
    expect(problemsOf({ ...valid, name: 'a\u0007b' })).toEqual([{ field: 'name', problem: 'control' }])
    expect(problemsOf({ ...valid, dayOfMonth: 29 })).toEqual([{ field: 'dayOfMonth', problem: 'dayRange' }])
    expect(problemsOf({ ...valid, dayOfMonth: 2.5 })).toEqual([{ field: 'dayOfMonth', problem: 'dayRange' }])
    expect(problemsOf({ ...valid, source: 'order' })).toEqual([{ field: 'orderNumber', problem: 'required' }])
    expect(problemsOf({ ...valid, shipTo: '' })).toEqual([{ field: 'shipTo', problem: 'required' }])
    expect(problemsOf({ ...valid, remark: 'x'.repeat(501) })).toEqual([
      { field: 'remark', problem: 'tooLong' },
    ])
    expect(problemsOf('no object')).toEqual([{ field: 'body', problem: 'invalid' }])
  })

  it('checks the start, the end and the rhythm against each other', () => {
    expect(problemsOf({ ...valid, startDate: '2026-11-26' })).toEqual([
      { field: 'startDate', problem: 'startPast' },
    ])
    expect(problemsOf({ ...valid, frequency: 'weeks', dayOfMonth: null })).toEqual([
      { field: 'intervalWeeks', problem: 'weeksRange' },
    ])
    expect(problemsOf({ ...valid, endKind: 'date' })).toEqual([{ field: 'endDate', problem: 'required' }])
    expect(problemsOf({ ...valid, endKind: 'date', endDate: TODAY })).toEqual([
      { field: 'endDate', problem: 'endBeforeStart' },
    ])
    // Monthly on the 15th from the 27th: the first order is on 15 December; an end before it orders nothing.
    expect(problemsOf({ ...valid, endKind: 'date', endDate: '2026-12-14' })).toEqual([
      { field: 'endDate', problem: 'endBeforeFirst' },
    ])
    expect(problemsOf({ ...valid, endKind: 'date', endDate: '2026-12-15' })).toEqual([])
    expect(problemsOf({ ...valid, endKind: 'count', maxRuns: 121 })).toEqual([
      { field: 'maxRuns', problem: 'countRange' },
    ])
    expect(problemsOf({ ...valid, endKind: 'count', maxRuns: 120 })).toEqual([])
  })

  it('lets an edited schedule keep a start in the past', () => {
    const values = {
      frequency: 'monthly' as const,
      dayOfMonth: 1,
      startDate: '2026-01-01',
      endKind: 'never' as const,
    }
    expect(timingProblems(values, TODAY, { checkStart: false })).toEqual([])
    expect(timingProblems(values, TODAY)).toEqual([{ field: 'startDate', problem: 'startPast' }])
  })

  it('takes changes, or an action alone', () => {
    expect(ZUpdateSchedule.safeParse({ action: 'pause' }).success).toBe(true)
    expect(ZUpdateSchedule.safeParse({ name: 'Neu', entries: [{ id: 'a', count: 3 }] }).success).toBe(true)
    const alone = ZUpdateSchedule.safeParse({ action: 'end', name: 'x' })
    expect(alone.success ? [] : scheduleProblems(alone.error)).toEqual([
      { field: 'action', problem: 'actionAlone' },
    ])
    const nothing = ZUpdateSchedule.safeParse({})
    expect(nothing.success ? [] : scheduleProblems(nothing.error)).toEqual([
      { field: 'body', problem: 'nothingToChange' },
    ])
    const lines = ZUpdateSchedule.safeParse({ entries: [] })
    expect(lines.success ? [] : scheduleProblems(lines.error)).toEqual([
      { field: 'entries', problem: 'linesRequired' },
    ])
    const count = ZUpdateSchedule.safeParse({ entries: [{ id: 'a', count: 10_000 }] })
    expect(count.success ? [] : scheduleProblems(count.error)).toEqual([
      { field: 'entries', problem: 'quantityRange' },
    ])
  })
})

describe('stored reasons', () => {
  it('are a code and language-free details, read back', () => {
    expect(reasonText('notOrderable', ['1001-05', '1002-20'])).toBe('[notOrderable] 1001-05, 1002-20')
    expect(parseReason('[notOrderable] 1001-05, 1002-20')).toEqual({
      code: 'notOrderable',
      details: '1001-05, 1002-20',
    })
    expect(parseReason(reasonText('missed'))).toEqual({ code: 'missed', details: '' })
    expect(parseReason('[somethingElse] x')).toBeNull()
    expect(parseReason('frei geschrieben')).toBeNull()
    expect(isMissed('[missed]')).toBe(true)
    expect(isMissed('[notOrderable] 1')).toBe(false)
    expect(reasonText('notOrderable', 'x'.repeat(2000))).toHaveLength(1000)
  })
})
