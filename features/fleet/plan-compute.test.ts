import { describe, expect, it } from 'vitest'

import { litresOf, matchesFilters, packsText, planServices, type PlanEntryInput } from './plan-compute'
import { periodOf, periodProblem, presetRange } from './plan-period'

const TODAY = '2026-11-27'
const Q1 = { from: '2027-01-01', to: '2027-03-31' }
const usage = { readingKm: null, readingHours: null, readingDate: null, yearlyKm: null, yearlyHours: null }
const interval = (extra: Partial<PlanEntryInput['components'][number]['interval']> = {}) => ({
  intervalMonths: null,
  intervalKm: null,
  intervalHours: null,
  lastServiceDate: null,
  lastServiceReading: null,
  ...extra,
})

const entry = (
  id: number,
  extra: Partial<PlanEntryInput>,
  components: PlanEntryInput['components'],
): PlanEntryInput => ({
  id,
  name: `Entry ${id}`,
  kind: 'machine',
  licensePlate: null,
  site: null,
  costCentre: null,
  usage,
  components,
  ...extra,
})

describe('planServices', () => {
  const fleet: PlanEntryInput[] = [
    // A monthly interval: three services in a quarter.
    entry(1, { name: 'Presse 1', site: 'Halle A' }, [
      {
        id: 'a',
        component: 'hydraulicSystem',
        product: 10,
        productInUseText: null,
        capacityLitres: 25,
        interval: interval({ intervalMonths: 1, lastServiceDate: '2026-12-15' }),
      },
    ]),
    // A km interval, estimated from the yearly figure: 36 500 km a year is 100 km a day, 15 000 km → 150 days.
    entry(
      2,
      {
        name: 'Lieferwagen',
        kind: 'vehicle',
        licensePlate: 'ZH123456',
        usage: { ...usage, yearlyKm: 36_500 },
      },
      [
        {
          id: 'b',
          component: 'engine',
          product: 20,
          productInUseText: null,
          capacityLitres: 5.5,
          interval: interval({ intervalKm: 15_000, lastServiceDate: '2026-08-20' }),
        },
      ],
    ),
    // Overdue: its date is before today, so it is planned for today — outside next quarter.
    entry(3, { name: 'Stapler', site: 'Halle B' }, [
      {
        id: 'c',
        component: 'gearUnit',
        product: 20,
        productInUseText: null,
        capacityLitres: 3,
        interval: interval({ intervalMonths: 12, lastServiceDate: '2025-10-01' }),
      },
    ]),
    // What cannot be planned.
    entry(4, { name: 'Zeta' }, [
      {
        id: 'd1',
        component: 'engine',
        product: null,
        productInUseText: 'Castrol Edge 5W-30',
        capacityLitres: 4,
        interval: interval({ intervalMonths: 12 }),
      },
      {
        id: 'd2',
        component: 'gearbox',
        product: 20,
        productInUseText: null,
        capacityLitres: null,
        interval: interval({ intervalMonths: 12 }),
      },
      {
        id: 'd3',
        component: 'finalDrive',
        product: 20,
        productInUseText: null,
        capacityLitres: 2,
        interval: interval(),
      },
      {
        id: 'd4',
        component: 'hydraulics',
        product: 20,
        productInUseText: null,
        capacityLitres: 2,
        interval: interval({ intervalHours: 500, lastServiceDate: '2026-01-01' }),
      },
    ]),
  ]

  it('counts a monthly interval three times in a quarter and estimates a km interval from the yearly figure', () => {
    const { byProduct } = planServices(fleet, {}, Q1.from, Q1.to, TODAY)
    const presse = byProduct.get(10)!
    expect(presse.map((s) => s.date)).toEqual(['2027-01-15', '2027-02-15', '2027-03-15'])
    expect(litresOf(presse)).toBe(75)
    const van = byProduct.get(20)!
    expect(van).toEqual([
      expect.objectContaining({
        entryName: 'Lieferwagen',
        licensePlate: 'ZH123456',
        date: '2027-01-17',
        basis: 'km',
        litres: 5.5,
      }),
    ])
  })

  it('plans an overdue service today: in a period holding today, not in the next quarter', () => {
    expect(
      planServices(fleet, {}, Q1.from, Q1.to, TODAY)
        .byProduct.get(20)!
        .some((s) => s.entryId === 3),
    ).toBe(false)
    const now = planServices(fleet, {}, TODAY, '2026-12-31', TODAY).byProduct.get(20)!
    expect(now.find((s) => s.entryId === 3)).toMatchObject({ date: TODAY, overdue: true, litres: 3 })
  })

  it('lists what cannot be planned with its reason', () => {
    const { unplannable } = planServices(fleet, {}, Q1.from, Q1.to, TODAY)
    expect(unplannable.map((u) => [u.componentId, u.reason, u.productInUseText])).toEqual([
      ['d1', 'noProduct', 'Castrol Edge 5W-30'],
      ['d2', 'noCapacity', null],
      ['d3', 'lifetime', null],
      ['d4', 'noEstimate', null],
    ])
  })

  it('filters by site, cost centre and kind', () => {
    expect(matchesFilters(fleet[0]!, { site: 'Halle A' })).toBe(true)
    expect(matchesFilters(fleet[0]!, { site: 'Halle B' })).toBe(false)
    expect(matchesFilters(fleet[1]!, { kind: 'machine' })).toBe(false)
    const onlyVehicles = planServices(fleet, { kind: 'vehicle' }, Q1.from, Q1.to, TODAY)
    expect([...onlyVehicles.byProduct.keys()]).toEqual([20])
    expect(onlyVehicles.unplannable).toEqual([])
  })

  it('sums litres to the millilitre and writes the packs as people read them', () => {
    expect(litresOf([{ litres: 0.1 }, { litres: 0.2 }])).toBe(0.3)
    expect(
      packsText([
        { quantity: 3, packLabel: '20 l' },
        { quantity: 1, packLabel: '5 l' },
      ]),
    ).toBe('3 × 20 l + 1 × 5 l')
  })
})

describe('plan period', () => {
  it('offers the next quarter, this quarter from today, and the next 30 or 90 days', () => {
    expect(presetRange('nextQuarter', TODAY)).toEqual(Q1)
    expect(presetRange('thisQuarter', TODAY)).toEqual({ from: TODAY, to: '2026-12-31' })
    expect(presetRange('next30', TODAY)).toEqual({ from: TODAY, to: '2026-12-26' })
    expect(presetRange('next90', TODAY)).toEqual({ from: TODAY, to: '2027-02-24' })
    expect(periodOf(Q1, TODAY)).toBe('nextQuarter')
    expect(periodOf({ from: '2027-01-02', to: '2027-03-31' }, TODAY)).toBe('custom')
  })

  it('refuses impossible days, a reversed period and more than 366 days, naming the field', () => {
    expect(periodProblem('2027-02-30', '2027-03-01')).toEqual({ field: 'from', problem: 'date' })
    expect(periodProblem('2027-01-01', '2027-13-01')).toEqual({ field: 'to', problem: 'date' })
    expect(periodProblem('2027-03-01', '2027-01-01')).toEqual({ field: 'to', problem: 'order' })
    expect(periodProblem('2027-01-01', '2028-01-01')).toBeNull()
    expect(periodProblem('2027-01-01', '2028-01-02')).toEqual({ field: 'to', problem: 'tooLong' })
    expect(periodProblem('2028-01-01', '2028-12-31')).toBeNull() // a leap year: 366 days
    expect(periodProblem('2027-01-01', '2027-01-01')).toBeNull()
  })
})
