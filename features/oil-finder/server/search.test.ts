import { describe, expect, it } from 'vitest'

import { matchesAll, queryWords, searchText, typeApprovalOf } from './search'

const vehicle = searchText(['Škoda', 'Octavia III', 'Octavia III 2.0 TDI 4Motion', '2.0 TDI'])

describe('vehicle search matching', () => {
  it('needs every word of the query, in any order and any case', () => {
    expect(matchesAll(vehicle, queryWords('octavia TDI'))).toBe(true)
    expect(matchesAll(vehicle, queryWords('tdi OCTAVIA skoda'))).toBe(true)
    expect(matchesAll(vehicle, queryWords('octavia tsi'))).toBe(false)
  })

  it('ignores accents and umlauts, also spelled out', () => {
    expect(matchesAll(vehicle, queryWords('skoda'))).toBe(true)
    expect(matchesAll(searchText(['Mégane']), queryWords('megane'))).toBe(true)
    expect(matchesAll(searchText(['Ténéré 700']), queryWords('tenere'))).toBe(true)
    expect(matchesAll(searchText(['Müller Traktor']), queryWords('mueller'))).toBe(true)
  })

  it('matches the start of words, not their middle', () => {
    expect(matchesAll(vehicle, queryWords('oct'))).toBe(true)
    expect(matchesAll(vehicle, queryWords('tavia'))).toBe(false)
  })

  it('reads dotted engine sizes and model names as adjacent parts', () => {
    expect(matchesAll(vehicle, queryWords('2.0'))).toBe(true)
    expect(matchesAll(vehicle, queryWords('0.2'))).toBe(false)
    expect(matchesAll(searchText(['VW', 'ID.3', 'ID.3 e-Motor']), queryWords('id.3'))).toBe(true)
  })

  it('finds nothing for a query without words', () => {
    expect(matchesAll(vehicle, queryWords('-- ..'))).toBe(false)
  })

  it('recognises a type approval number typed with spaces or in lower case', () => {
    expect(typeApprovalOf('1vb 496')).toBe('1VB496')
    expect(typeApprovalOf('1VB496')).toBe('1VB496')
    expect(typeApprovalOf('golf')).toBeNull()
    expect(typeApprovalOf('VB496')).toBeNull()
  })
})
