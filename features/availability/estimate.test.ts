import { describe, expect, it } from 'vitest'

import { addWorkingDays, isWorkingDay, nextWorkingDay, workingDayOnOrAfter } from './calendar'
import { ORDER_CUTOFF_TIME } from './constants'
import {
  deliveryDateProblem,
  deliveryOptions,
  earliestDelivery,
  earliestOffered,
  inStockDelivery,
  lineAvailability,
  restockDelivery,
  shippingDay,
  type LineAvailability,
} from './estimate'

const at = (day: string, time = '10:00') => ({ day, time })

describe('working days', () => {
  it('skips weekends and the canton’s holidays', () => {
    expect(isWorkingDay('2026-11-27', 'ZH')).toBe(true) // Friday
    expect(isWorkingDay('2026-11-28', 'ZH')).toBe(false) // Saturday
    expect(isWorkingDay('2026-04-03', 'ZH')).toBe(false) // Good Friday
    expect(isWorkingDay('2026-04-03', 'TI')).toBe(true) // Ticino keeps no Good Friday
    expect(nextWorkingDay('2026-11-27', 'ZH')).toBe('2026-11-30')
    expect(nextWorkingDay('2026-11-28', 'ZH')).toBe('2026-11-30')
    expect(workingDayOnOrAfter('2026-11-30', 'ZH')).toBe('2026-11-30')
    expect(workingDayOnOrAfter('2026-12-12', 'ZH')).toBe('2026-12-14')
  })

  it('adds working days across the year end, where cantons differ', () => {
    expect(addWorkingDays('2026-12-23', 0, 'ZH')).toBe('2026-12-23')
    expect(addWorkingDays('2026-12-23', 2, 'ZH')).toBe('2026-12-28') // 24, (25 Christmas, 26, 27) 28
    expect(addWorkingDays('2026-12-29', 2, 'ZH')).toBe('2026-12-31')
    // Geneva keeps 31 December (Restoration of the Republic); 1 January 2027 is a Friday.
    expect(addWorkingDays('2026-12-29', 2, 'GE')).toBe('2027-01-04')
    expect(() => addWorkingDays('2026-12-29', -1, 'ZH')).toThrow(RangeError)
  })
})

describe('delivery of packs in stock', () => {
  it(`ships before ${ORDER_CUTOFF_TIME} on a working day the same day, and delivers the next working day`, () => {
    expect(shippingDay(at('2026-11-26', '09:00'), 'ZH')).toBe('2026-11-26')
    expect(inStockDelivery(at('2026-11-26', '15:59'), 'ZH')).toBe('2026-11-27')
    // At the cut-off and after it, the order leaves the next working day.
    expect(shippingDay(at('2026-11-26', ORDER_CUTOFF_TIME), 'ZH')).toBe('2026-11-27')
    expect(inStockDelivery(at('2026-11-26', '16:00'), 'ZH')).toBe('2026-11-30')
  })

  it('across a weekend: Friday morning → Monday, Friday evening and Saturday → Tuesday', () => {
    expect(inStockDelivery(at('2026-11-27', '10:00'), 'ZH')).toBe('2026-11-30')
    expect(inStockDelivery(at('2026-11-27', '18:30'), 'ZH')).toBe('2026-12-01')
    expect(inStockDelivery(at('2026-11-28', '09:00'), 'ZH')).toBe('2026-12-01')
    expect(inStockDelivery(at('2026-11-29', '09:00'), 'ZH')).toBe('2026-12-01')
  })

  it('across Easter: Zurich keeps Good Friday and Easter Monday, Ticino only Monday, Valais neither', () => {
    expect(inStockDelivery(at('2026-04-02'), 'ZH')).toBe('2026-04-07')
    expect(inStockDelivery(at('2026-04-02'), 'TI')).toBe('2026-04-03')
    expect(inStockDelivery(at('2026-04-03'), 'TI')).toBe('2026-04-07') // Friday → (weekend, Easter Monday) → Tuesday
    expect(inStockDelivery(at('2026-04-03'), 'VS')).toBe('2026-04-06') // Valais works on Good Friday and Easter Monday
    expect(inStockDelivery(at('2026-04-02', '17:00'), 'ZH')).toBe('2026-04-08')
  })

  it('across Ascension, Corpus Christi and St Joseph, where the cantons differ', () => {
    expect(inStockDelivery(at('2026-05-13'), 'ZH')).toBe('2026-05-15') // Ascension everywhere
    expect(inStockDelivery(at('2026-06-03'), 'ZH')).toBe('2026-06-04')
    expect(inStockDelivery(at('2026-06-03'), 'TI')).toBe('2026-06-05') // Corpus Christi
    expect(inStockDelivery(at('2026-06-03'), 'VS')).toBe('2026-06-05')
    expect(inStockDelivery(at('2026-03-18'), 'ZH')).toBe('2026-03-19')
    expect(inStockDelivery(at('2026-03-18'), 'VS')).toBe('2026-03-20') // St Joseph
    expect(inStockDelivery(at('2026-04-30'), 'ZH')).toBe('2026-05-04') // 1 May, a Friday
    expect(inStockDelivery(at('2026-04-30'), 'VS')).toBe('2026-05-01')
  })

  it('1 August: on a Saturday (2026) it changes nothing, on a Tuesday (2028) it is skipped', () => {
    expect(inStockDelivery(at('2026-07-31'), 'ZH')).toBe('2026-08-03')
    expect(inStockDelivery(at('2028-07-31'), 'ZH')).toBe('2028-08-02')
    expect(inStockDelivery(at('2028-07-31'), 'TI')).toBe('2028-08-02')
  })

  it('at the year end: Christmas, St Stephen’s Day, New Year, Berchtoldstag; Geneva’s 31 December', () => {
    expect(inStockDelivery(at('2026-12-23'), 'ZH')).toBe('2026-12-24')
    expect(inStockDelivery(at('2026-12-24'), 'ZH')).toBe('2026-12-28')
    expect(inStockDelivery(at('2026-12-31'), 'ZH')).toBe('2027-01-04')
    expect(inStockDelivery(at('2026-12-30'), 'GE')).toBe('2027-01-04')
    expect(inStockDelivery(at('2026-12-31'), 'GE')).toBe('2027-01-05') // a holiday: it leaves on 4 January
    // 2027: New Year on a Friday, Berchtoldstag on the Saturday.
    expect(inStockDelivery(at('2027-12-30'), 'ZH')).toBe('2027-12-31')
    expect(inStockDelivery(at('2027-12-31'), 'ZH')).toBe('2028-01-03')
  })
})

describe('a line’s availability', () => {
  const friday = at('2026-11-27')

  it('in stock: all of it the next working day', () => {
    expect(lineAvailability({ quantity: 240, restockDate: null }, 20, friday, 'ZH')).toEqual({
      status: 'inStock',
      quantity: 20,
      inStock: 240,
      firstDate: '2026-11-30',
      completeDate: '2026-11-30',
    })
    expect(lineAvailability({ quantity: 20, restockDate: null }, 20, friday, 'ZH').status).toBe('inStock')
  })

  it('partly in stock: those packs first, the rest on the restock date (a Saturday: the Monday after) or on request', () => {
    expect(lineAvailability({ quantity: 12, restockDate: '2026-12-12' }, 20, friday, 'ZH')).toEqual({
      status: 'partial',
      quantity: 20,
      inStock: 12,
      firstDate: '2026-11-30',
      completeDate: '2026-12-14',
    })
    expect(lineAvailability({ quantity: 12, restockDate: null }, 20, friday, 'ZH')).toMatchObject({
      status: 'partial',
      firstDate: '2026-11-30',
      completeDate: null,
    })
  })

  it('out of stock: the first working day on or after the restock date, never before the next working day', () => {
    expect(lineAvailability({ quantity: 0, restockDate: '2026-12-25' }, 5, friday, 'ZH')).toEqual({
      status: 'restock',
      quantity: 5,
      inStock: 0,
      firstDate: '2026-12-28',
      completeDate: '2026-12-28',
    })
    // A restock date that has passed, or is today, is no earlier than packs in stock.
    expect(restockDelivery('2026-11-01', friday, 'ZH')).toBe('2026-11-30')
    expect(restockDelivery('2026-11-27', friday, 'ZH')).toBe('2026-11-30')
    expect(restockDelivery('2026-12-01', friday, 'ZH')).toBe('2026-12-01')
  })

  it('on request without stock and restock date, without a stock row, or with a broken restock date', () => {
    const onRequest = { status: 'onRequest', inStock: 0, firstDate: null, completeDate: null }
    expect(lineAvailability({ quantity: 0, restockDate: null }, 1, friday, 'ZH')).toMatchObject(onRequest)
    expect(lineAvailability(null, 1, friday, 'ZH')).toMatchObject(onRequest)
    expect(lineAvailability({ quantity: 0, restockDate: '2026-02-30' }, 1, friday, 'ZH')).toMatchObject(
      onRequest,
    )
    expect(lineAvailability({ quantity: -3, restockDate: null }, 1, friday, 'ZH')).toMatchObject(onRequest)
    expect(lineAvailability({ quantity: 2.7, restockDate: null }, 3, friday, 'ZH')).toMatchObject({
      status: 'partial',
      inStock: 2,
    })
  })
})

describe('the earliest delivery of a cart', () => {
  const line = (firstDate: string | null, completeDate: string | null): LineAvailability => ({
    status: 'inStock',
    quantity: 1,
    inStock: 1,
    firstDate,
    completeDate,
  })
  const inStock = line('2026-11-30', '2026-11-30')
  const partial = line('2026-11-30', '2026-12-14')
  const restock = line('2026-12-07', '2026-12-07')
  const onRequest = line(null, null)

  it('with partial delivery: the first line that can come; without: the last line, and none when one is on request', () => {
    expect(earliestDelivery([restock, inStock], true)).toBe('2026-11-30')
    expect(earliestDelivery([restock, inStock], false)).toBe('2026-12-07')
    expect(earliestDelivery([inStock, partial, restock], false)).toBe('2026-12-14')
    expect(earliestDelivery([restock, onRequest], true)).toBe('2026-12-07')
    expect(earliestDelivery([restock, onRequest], false)).toBeNull()
    expect(earliestDelivery([onRequest], true)).toBeNull()
    expect(earliestDelivery([], true)).toBeNull()
  })

  it('offers working days from the earliest to a year ahead, naming the weekday holidays in between', () => {
    const options = deliveryOptions(
      [lineAvailability({ quantity: 10, restockDate: '2026-12-23' }, 20, at('2026-11-27'), 'ZH')],
      at('2026-11-27'),
      'ZH',
    )
    expect(options).toEqual({
      today: '2026-11-27',
      earliestPartial: '2026-11-30',
      earliestComplete: '2026-12-23',
      latest: '2027-11-27',
      // 26 December 2026, 2 January, 1 May and 1 August 2027 fall on weekends.
      holidays: [
        { day: '2026-12-25', holiday: 'christmas' },
        { day: '2027-01-01', holiday: 'newYear' },
        { day: '2027-03-26', holiday: 'goodFriday' },
        { day: '2027-03-29', holiday: 'easterMonday' },
        { day: '2027-05-06', holiday: 'ascension' },
        { day: '2027-05-17', holiday: 'whitMonday' },
      ],
    })
    expect(earliestOffered(options, true)).toBe('2026-11-30')
    expect(earliestOffered(options, false)).toBe('2026-12-23')
  })
})

describe('a requested delivery date', () => {
  const options = deliveryOptions(
    [lineAvailability({ quantity: 10, restockDate: '2026-12-23' }, 20, at('2026-11-27'), 'ZH')],
    at('2026-11-27'),
    'ZH',
  )

  it('may be empty (as soon as possible) or a working day from the earliest to a year ahead', () => {
    expect(deliveryDateProblem(null, options, true)).toBeNull()
    expect(deliveryDateProblem('', options, false)).toBeNull()
    expect(deliveryDateProblem('2026-11-30', options, true)).toBeNull()
    expect(deliveryDateProblem('2026-12-23', options, false)).toBeNull()
    expect(deliveryDateProblem('2027-11-26', options, true)).toBeNull()
  })

  it('is refused when malformed, before the earliest, too far ahead, on a weekend or a holiday', () => {
    expect(deliveryDateProblem('30.11.2026', options, true)).toBe('invalid')
    expect(deliveryDateProblem('2026-11-31', options, true)).toBe('invalid')
    expect(deliveryDateProblem('2026-11-27', options, true)).toBe('beforeEarliest') // today
    expect(deliveryDateProblem('2026-12-22', options, false)).toBe('beforeEarliest') // all at once: not before the rest comes
    expect(deliveryDateProblem('2027-11-29', options, true)).toBe('tooFar')
    expect(deliveryDateProblem('2026-12-05', options, true)).toBe('weekend')
    expect(deliveryDateProblem('2026-12-25', options, false)).toBe('holiday')
    expect(deliveryDateProblem('2027-05-06', options, true)).toBe('holiday') // Ascension 2027
  })

  it('cannot be promised when a line is on request and everything must come at once, or when nothing can come within a year', () => {
    const moment = at('2026-11-27')
    const mixed = deliveryOptions(
      [
        lineAvailability({ quantity: 5, restockDate: null }, 1, moment, 'ZH'),
        lineAvailability(null, 1, moment, 'ZH'),
      ],
      moment,
      'ZH',
    )
    expect(deliveryDateProblem('2026-12-01', mixed, true)).toBeNull()
    expect(deliveryDateProblem('2026-12-01', mixed, false)).toBe('noDate')
    const far = deliveryOptions(
      [lineAvailability({ quantity: 0, restockDate: '2028-03-01' }, 1, moment, 'ZH')],
      moment,
      'ZH',
    )
    expect(earliestOffered(far, true)).toBeNull()
    expect(deliveryDateProblem('2027-03-01', far, true)).toBe('noDate')
  })
})
