import { describe, expect, it } from 'vitest'

import { parseQuickOrder } from './quick-order'

describe('parseQuickOrder', () => {
  it('reads "article; quantity" with semicolons, commas, tabs or spaces; a missing quantity is 1', () => {
    expect(parseQuickOrder('TRB-100-1; 4\ntrb-200-5,2\nTRB-300-20\t10\nTRB-400-1 3\nTRB-500-1\n')).toEqual({
      lines: [
        { line: 1, articleNumber: 'TRB-100-1', count: 4 },
        { line: 2, articleNumber: 'TRB-200-5', count: 2 },
        { line: 3, articleNumber: 'TRB-300-20', count: 10 },
        { line: 4, articleNumber: 'TRB-400-1', count: 3 },
        { line: 5, articleNumber: 'TRB-500-1', count: 1 },
      ],
      problems: [],
    })
  })

  it('names each bad line by its number and skips empty lines', () => {
    const { lines, problems } = parseQuickOrder(
      'TRB-100-1;2\n\n#?!;1\nTRB-100-1;0\nTRB-100-1;10000\nTRB-100-1;2;3\nTRB-100-1;zwei\r\nTRB-200-5;1',
    )
    expect(lines.map((l) => l.line)).toEqual([1, 8])
    expect(problems).toEqual([
      { line: 3, text: '#?!;1', problem: 'format' },
      { line: 4, text: 'TRB-100-1;0', problem: 'count' },
      { line: 5, text: 'TRB-100-1;10000', problem: 'count' },
      { line: 6, text: 'TRB-100-1;2;3', problem: 'format' },
      { line: 7, text: 'TRB-100-1;zwei', problem: 'count' },
    ])
  })
})
