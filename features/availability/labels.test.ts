import { describe, expect, it } from 'vitest'

import { catalogues } from '@/messages'

import { AVAILABILITY_STATUSES, DELIVERY_DATE_PROBLEMS } from './constants'
import { HOLIDAYS } from './holidays'

// The code names these labels through template keys (`holidays.${holiday}`), which the static key check cannot see.
describe('availability labels', () => {
  it.each(Object.keys(catalogues) as (keyof typeof catalogues)[])(
    '%s names every holiday, status and problem',
    (language) => {
      const messages = catalogues[language].availability as unknown as Record<string, Record<string, string>>
      for (const holiday of HOLIDAYS) expect(messages.holidays?.[holiday], holiday).toBeTruthy()
      for (const status of AVAILABILITY_STATUSES) expect(messages.status?.[status], status).toBeTruthy()
      for (const problem of DELIVERY_DATE_PROBLEMS) expect(messages.problems?.[problem], problem).toBeTruthy()
    },
  )
})
