import { describe, expect, it } from 'vitest'

import { toContractEntry } from './mappers'

const t = (key: string) => `«${key}»`
const doc = {
  contractNumber: 'RV-1',
  title: 'Rahmenvertrag Motorenöle 2026',
  type: 'framework' as const,
  validFrom: '2026-01-01T12:00:00.000Z',
  validTo: '2026-12-31T12:00:00.000Z',
  status: 'active' as const,
  totalValueCents: 123_450,
}

describe('contract table row', () => {
  it('labels type and status in the caller’s language and cuts the dates to calendar days', () => {
    const entry = toContractEntry(
      { t },
      doc,
      { count: 3, agreed: 40, called: 10 },
      '/de-ch/konto/vertraege/RV-1',
      true,
    )
    expect(entry).toMatchObject({
      typeLabel: '«contracts.types.framework»',
      statusLabel: '«contracts.statuses.active»',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      positionCount: 3,
      url: '/de-ch/konto/vertraege/RV-1',
    })
  })

  it('reports progress as called ÷ agreed, capped at 1, and none without positions', () => {
    expect(toContractEntry({ t }, doc, { count: 3, agreed: 40, called: 10 }, '', true).progress).toBe(0.25)
    expect(toContractEntry({ t }, doc, { count: 1, agreed: 10, called: 12 }, '', true).progress).toBe(1)
    const empty = toContractEntry({ t }, doc, undefined, '', true)
    expect(empty).toMatchObject({ progress: null, positionCount: 0, agreedQuantity: 0, calledQuantity: 0 })
  })

  it('hides the agreed value when prices may not show (retailer mode)', () => {
    expect(toContractEntry({ t }, doc, undefined, '', true).agreedValueCents).toBe(123_450)
    expect(toContractEntry({ t }, doc, undefined, '', false).agreedValueCents).toBeNull()
  })
})
