import { describe, expect, it } from 'vitest'

import {
  digestReminderKey,
  dueReminderKey,
  dueServices,
  entryLabel,
  isoWeek,
  isReminderRecipient,
  reminderRunnerSettings,
  reminderSettingsOf,
  sortDue,
  withinLead,
  zurichHour,
  type ReminderEntry,
} from './reminders'
import { ZReminderSettingsInput, reminderSettingProblems } from './reminders-schemas'

const TODAY = '2026-11-27'

/** A truck with an engine every 12 months and a gearbox every 24, and a machine by operating hours. */
const fleet: ReminderEntry[] = [
  {
    id: 1,
    name: 'Scania R 450',
    licensePlate: 'GR12345',
    components: [
      // Due 2026-12-05: within 14 days.
      {
        id: 'engine-row',
        component: 'engine',
        product: 7,
        capacityLitres: 38,
        intervalMonths: 12,
        lastServiceDate: '2025-12-05',
      },
      // Due 2027-06-01: far off.
      { id: 'gear-row', component: 'gearbox', product: 8, intervalMonths: 24, lastServiceDate: '2025-06-01' },
      // Lifetime fill: never due.
      { id: 'diff-row', component: 'differential', product: 9 },
      // No service on record: no plannable date.
      { id: 'steer-row', component: 'powerSteering', intervalMonths: 24 },
    ],
  },
  {
    id: 2,
    name: 'Presse 3',
    readingHours: 10_000,
    readingDate: '2026-11-01',
    yearlyHours: 3650,
    components: [
      // 10 h a day; 10 000 h on 1 Nov, service at 9 500 h every 500 h → due at 10 000 h = 1 Nov: overdue.
      {
        id: 'hyd-row',
        component: 'hydraulicSystem',
        productInUseText: 'Shell Tellus S2 MX 46',
        capacityLitres: 120,
        intervalHours: 500,
        lastServiceDate: '2026-10-01',
        lastServiceReading: 9500,
      },
      // Interval by hours but no yearly figure for km: nothing tells → left out.
      { id: 'km-row', component: 'gearUnit', intervalKm: 10_000, lastServiceDate: '2026-01-01' },
    ],
  },
]

describe('which services are due', () => {
  it('lists the components due within the lead days and the overdue ones, overdue first', () => {
    const { services, withoutHistory } = dueServices(fleet, TODAY, 14)
    expect(services.map((s) => [s.entryId, s.componentId, s.dueDate, s.overdue, s.basis])).toEqual([
      [2, 'hyd-row', '2026-11-01', true, 'hours'],
      [1, 'engine-row', '2026-12-05', false, 'months'],
    ])
    expect(services[0]).toMatchObject({
      productId: null,
      productInUseText: 'Shell Tellus S2 MX 46',
      litres: 120,
      licensePlate: null,
    })
    expect(services[1]).toMatchObject({ productId: 7, litres: 38, licensePlate: 'GR12345' })
    expect(withoutHistory).toBe(1)
  })

  it('respects the lead days: the edge day counts, the day after does not', () => {
    expect(dueServices(fleet, TODAY, 8).services.map((s) => s.componentId)).toEqual(['hyd-row', 'engine-row'])
    expect(dueServices(fleet, TODAY, 7).services.map((s) => s.componentId)).toEqual(['hyd-row'])
    expect(dueServices(fleet, TODAY, 90).services.map((s) => s.componentId)).toEqual([
      'hyd-row',
      'engine-row',
    ])
    // 2027-06-01 is 186 days away.
    expect(dueServices(fleet, '2027-05-20', 14).services.map((s) => s.componentId)).toContain('gear-row')
  })

  it('narrows a list computed for a longer lead', () => {
    const { services } = dueServices(fleet, TODAY, 90)
    expect(withinLead(services, TODAY, 7).map((s) => s.componentId)).toEqual(['hyd-row'])
  })

  it('moves the date on once the service is done (the next date is a new reminder)', () => {
    const done: ReminderEntry[] = [
      {
        ...fleet[0]!,
        components: [{ ...fleet[0]!.components![0]!, lastServiceDate: '2026-11-27' }],
      },
    ]
    expect(dueServices(done, TODAY, 14).services).toEqual([])
    const later = dueServices(done, '2027-11-20', 14).services[0]!
    expect(later.dueDate).toBe('2027-11-27')
    expect(dueReminderKey(5, later.entryId, later.componentId, later.dueDate)).not.toBe(
      dueReminderKey(5, 1, 'engine-row', '2026-12-05'),
    )
  })

  it('sorts overdue first, then by date, entry and component', () => {
    const row = (entryName: string, dueDate: string, overdue: boolean, component = 'engine' as const) => ({
      entryName,
      dueDate,
      overdue,
      component,
    })
    expect(
      sortDue([
        row('B', '2026-12-01', false),
        row('A', '2026-12-01', false),
        row('Z', '2026-11-20', true),
        row('C', '2026-11-30', false),
      ]).map((r) => r.entryName),
    ).toEqual(['Z', 'C', 'A', 'B'])
  })
})

describe('keys and weeks', () => {
  it('names an ISO week by its Thursday', () => {
    expect(isoWeek('2026-11-27')).toBe('2026-W48')
    expect(isoWeek('2026-11-23')).toBe('2026-W48') // Monday
    expect(isoWeek('2026-11-29')).toBe('2026-W48') // Sunday
    expect(isoWeek('2026-11-30')).toBe('2026-W49')
    expect(isoWeek('2027-01-01')).toBe('2026-W53') // a Friday: still the old year's week
    expect(isoWeek('2027-01-04')).toBe('2027-W01')
    expect(isoWeek('2024-12-30')).toBe('2025-W01') // a Monday: already the new year's week
    expect(() => isoWeek('27.11.2026')).toThrow(RangeError)
  })

  it('keys a due reminder per account, entry, component and date, and a digest per account and week', () => {
    expect(dueReminderKey(3, 14, 'abc', '2026-12-05')).toBe('due:3:14:abc:2026-12-05')
    expect(digestReminderKey(3, '2026-11-23')).toBe('digest:3:2026-W48')
    expect(digestReminderKey(3, '2026-11-29')).toBe(digestReminderKey(3, '2026-11-23'))
    expect(digestReminderKey(3, '2026-11-30')).toBe('digest:3:2026-W49')
  })

  it('names the entry with its plate as people write it', () => {
    expect(entryLabel({ entryName: 'Scania R 450', licensePlate: 'GR12345' })).toBe('Scania R 450 (GR 12345)')
    expect(entryLabel({ entryName: 'Presse 3', licensePlate: null })).toBe('Presse 3')
  })

  it('tells the hour in Zurich across summer time', () => {
    expect(zurichHour(new Date('2026-11-27T05:30:00Z'))).toBe(6)
    expect(zurichHour(new Date('2026-07-01T03:59:00Z'))).toBe(5)
    expect(zurichHour(new Date('2026-11-27T23:30:00Z'))).toBe(0)
  })
})

describe('who is reminded, and how', () => {
  const user = {
    type: 'customer',
    customer: 4,
    isActiveEcommerceShopUser: true,
    deactivatedAt: null,
    invitedAt: null,
    passwordSetAt: null,
  }
  it('reminds active shop users of a customer only', () => {
    expect(isReminderRecipient(user)).toBe(true)
    expect(isReminderRecipient({ ...user, deactivatedAt: '2026-01-01T00:00:00Z' })).toBe(false)
    expect(isReminderRecipient({ ...user, isActiveEcommerceShopUser: false })).toBe(false)
    expect(isReminderRecipient({ ...user, type: 'employee' })).toBe(false)
    expect(isReminderRecipient({ ...user, customer: null })).toBe(false)
    // Invited and not yet signed up: not yet; once the password is set: yes.
    expect(isReminderRecipient({ ...user, invitedAt: '2026-11-01T00:00:00Z' })).toBe(false)
    expect(
      isReminderRecipient({
        ...user,
        invitedAt: '2026-11-01T00:00:00Z',
        passwordSetAt: '2026-11-02T00:00:00Z',
      }),
    ).toBe(true)
  })

  it('fills in the defaults of a setting never stored (on, weekly, 14 days)', () => {
    expect(reminderSettingsOf(null)).toEqual({ notify: true, digest: 'weekly', leadDays: 14 })
    expect(reminderSettingsOf({ notify: false, digest: 'off', leadDays: 30 })).toEqual({
      notify: false,
      digest: 'off',
      leadDays: 30,
    })
    expect(reminderSettingsOf({ digest: 'daily', leadDays: 500 })).toEqual({
      notify: true,
      digest: 'weekly',
      leadDays: 14,
    })
  })

  it('reads the runner settings: on by default, hourly, off with SERVICE_REMINDERS=off', () => {
    expect(reminderRunnerSettings({})).toEqual({ enabled: true, intervalSeconds: 3600 })
    expect(reminderRunnerSettings({ SERVICE_REMINDERS: ' OFF ' }).enabled).toBe(false)
    expect(reminderRunnerSettings({ SERVICE_REMINDERS_INTERVAL_SECONDS: '900' }).intervalSeconds).toBe(900)
    expect(reminderRunnerSettings({ SERVICE_REMINDERS_INTERVAL_SECONDS: '5' }).intervalSeconds).toBe(60)
    expect(reminderRunnerSettings({ SERVICE_REMINDERS_INTERVAL_SECONDS: '999999' }).intervalSeconds).toBe(
      86_400,
    )
    expect(reminderRunnerSettings({ SERVICE_REMINDERS_INTERVAL_SECONDS: 'often' }).intervalSeconds).toBe(3600)
  })
})

describe('the setting’s input', () => {
  const problems = (body: unknown) => {
    const parsed = ZReminderSettingsInput.safeParse(body)
    return parsed.success ? [] : reminderSettingProblems(parsed.error)
  }
  it('takes any of the three fields', () => {
    expect(ZReminderSettingsInput.parse({ leadDays: 30 })).toEqual({ leadDays: 30 })
    expect(ZReminderSettingsInput.parse({ notify: false, digest: 'off', leadDays: 1 })).toEqual({
      notify: false,
      digest: 'off',
      leadDays: 1,
    })
  })
  it('names each bad field once, in form order', () => {
    expect(problems({ leadDays: 0, notify: 'yes' })).toEqual([
      { field: 'notify', problem: 'notify' },
      { field: 'leadDays', problem: 'leadDays' },
    ])
    expect(problems({ leadDays: 91 })).toEqual([{ field: 'leadDays', problem: 'leadDays' }])
    expect(problems({ leadDays: 2.5 })).toEqual([{ field: 'leadDays', problem: 'leadDays' }])
    expect(problems({ leadDays: '14' })).toEqual([{ field: 'leadDays', problem: 'leadDays' }])
    expect(problems({ digest: 'daily' })).toEqual([{ field: 'digest', problem: 'digest' }])
    expect(problems({ colour: 'red' })).toEqual([{ field: 'colour', problem: 'unknownField' }])
    expect(problems({})).toEqual([{ field: 'body', problem: 'nothingToChange' }])
    expect(problems([1])).toEqual([{ field: 'body', problem: 'body' }])
  })
})
