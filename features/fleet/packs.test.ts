import { describe, expect, it } from 'vitest'

import { optimisePacks, unitPriceAt, type PackOption } from './packs'

const pack = (
  articleNumber: string,
  litres: number,
  unitPriceCents: number,
  extra: Partial<PackOption> = {},
): PackOption => ({
  articleNumber,
  litres,
  orderable: true,
  scales: [{ minQuantity: 1, unitPriceCents }],
  ...extra,
})

const summary = (proposal: ReturnType<typeof optimisePacks>) =>
  proposal && {
    lines: proposal.lines.map((line) => `${line.quantity}×${line.articleNumber}`),
    litres: proposal.litres,
    leftover: proposal.leftoverLitres,
    total: proposal.totalCents,
  }

describe('optimisePacks', () => {
  // 1 L for 12.–, 5 L for 50.–, 20 L for 180.–, 208 L for 1 664.– (8.– per litre)
  const engineOil = [
    pack('A1', 1, 1200),
    pack('A5', 5, 5000),
    pack('A20', 20, 18000),
    pack('A208', 208, 166400),
  ]

  it('covers an exact need with the cheapest packs', () => {
    expect(summary(optimisePacks(45, engineOil))).toEqual({
      lines: ['2×A20', '1×A5'],
      litres: 45,
      leftover: 0,
      total: 41000,
    })
  })

  it('rounds a need between pack sizes up and reports the leftover', () => {
    // 4.3 L: four 1 L bottles would leave 0.3 L short; five cost 60.–, one 5 L canister 50.–
    expect(summary(optimisePacks(4.3, engineOil))).toEqual({
      lines: ['1×A5'],
      litres: 5,
      leftover: 0.7,
      total: 5000,
    })
  })

  it('takes a larger pack when it is cheaper than the smaller ones that fit exactly', () => {
    // 19 L: 3×5 + 4×1 costs 198.–; one 20 L pail 180.– with 1 L left over
    expect(summary(optimisePacks(19, engineOil))).toEqual({
      lines: ['1×A20'],
      litres: 20,
      leftover: 1,
      total: 18000,
    })
  })

  it('prefers the least leftover among equally cheap combinations, then the fewest packs', () => {
    const equal = [pack('B1', 1, 1000), pack('B2', 2, 2000), pack('B4', 4, 4000)]
    expect(summary(optimisePacks(6, equal))).toEqual({
      lines: ['1×B4', '1×B2'],
      litres: 6,
      leftover: 0,
      total: 6000,
    })
  })

  it('lets scale prices make more or larger packs cheaper', () => {
    const scaled = [
      pack('C1', 1, 1000, {
        scales: [
          { minQuantity: 1, unitPriceCents: 1000 },
          { minQuantity: 12, unitPriceCents: 700 },
        ],
      }),
      pack('C5', 5, 4500),
    ]
    // 11 L: 2×5 + 1×1 = 100.–; 12 bottles at the scale price = 84.– (1 L more)
    expect(summary(optimisePacks(11, scaled))).toEqual({
      lines: ['12×C1'],
      litres: 12,
      leftover: 1,
      total: 8400,
    })
    // 4 L: four bottles 40.–, the canister 45.–
    expect(summary(optimisePacks(4, scaled))).toEqual({
      lines: ['4×C1'],
      litres: 4,
      leftover: 0,
      total: 4000,
    })
  })

  it('applies a contract price where it is lower than the scale', () => {
    const withContract = [pack('D5', 5, 5000), pack('D20', 20, 19000, { contractUnitPriceCents: 15000 })]
    expect(summary(optimisePacks(16, withContract))).toEqual({
      lines: ['1×D20'],
      litres: 20,
      leftover: 4,
      total: 15000,
    })
    expect(unitPriceAt([{ minQuantity: 1, unitPriceCents: 19000 }], 1, 25000)).toBe(19000)
  })

  it('never proposes packs that cannot be ordered or have no price', () => {
    const mixed = [
      pack('E20', 20, 10000, { orderable: false }),
      pack('E5', 5, 5000),
      { articleNumber: 'E60', litres: 60, orderable: true, scales: [] },
    ]
    expect(summary(optimisePacks(20, mixed))).toEqual({
      lines: ['4×E5'],
      litres: 20,
      leftover: 0,
      total: 20000,
    })
    expect(optimisePacks(20, [pack('F', 5, 100, { orderable: false })])).toBeNull()
    expect(optimisePacks(20, [])).toBeNull()
  })

  it('proposes nothing for a 0-litre plan', () => {
    expect(optimisePacks(0, engineOil)).toEqual({ lines: [], litres: 0, leftoverLitres: 0, totalCents: 0 })
    expect(optimisePacks(0, [])).toEqual({ lines: [], litres: 0, leftoverLitres: 0, totalCents: 0 })
  })

  it('counts half-litre and millilitre packs exactly', () => {
    const small = [pack('G05', 0.5, 800), pack('G1', 1, 1400)]
    expect(summary(optimisePacks(2.5, small))).toEqual({
      lines: ['2×G1', '1×G05'],
      litres: 2.5,
      leftover: 0,
      total: 3600,
    })
  })

  it('plans a very large need without exhausting the table', () => {
    const result = optimisePacks(12_345, engineOil)!
    expect(result.litres).toBeGreaterThanOrEqual(12_345)
    expect(result.leftoverLitres).toBeLessThan(208)
    // The drum (8.– per litre) carries the bulk
    expect(result.lines[0]!.articleNumber).toBe('A208')
    expect(result.totalCents).toBeLessThanOrEqual(Math.ceil(12_345 / 208) * 166_400)
  })
})
