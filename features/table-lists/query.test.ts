import { describe, expect, it } from 'vitest'

import { parseTableQuery, tableQueryParams, type TableDefinition } from './query'

const definition: TableDefinition = {
  sortColumns: ['orderNumber', 'orderedAt'],
  filters: { status: { values: ['open', 'shipped'] }, kind: { values: ['a', 'b'], multiple: false } },
  datepicker: true,
  search: true,
}
const parse = (qs: string) => parseTableQuery(new URLSearchParams(qs), definition)

describe('parseTableQuery', () => {
  it('uses the defaults (20 rows from offset 0, unsorted) for an empty request', () => {
    expect(parse('')).toEqual({
      ok: true,
      query: {
        limit: 20,
        offset: 0,
        sort: { column: null, order: null },
        filters: {},
        dateFrom: null,
        dateTo: null,
        search: '',
      },
    })
  })

  it('reads paging by offset or by page', () => {
    expect(parse('limit=10&offset=30')).toMatchObject({ ok: true, query: { limit: 10, offset: 30 } })
    expect(parse('limit=10&page=3')).toMatchObject({ ok: true, query: { offset: 20 } })
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
    ['offset=25&limit=20', 'offset'],
    ['page=0', 'page'],
    ['sort=totalCents', 'sort'],
    ['sort=orderNumber&order=up', 'order'],
    ['filters[status][]=lost', 'filters[status]'],
    ['filters[colour][]=red', 'filters[colour]'],
    ['filters[kind][]=a&filters[kind][]=b', 'filters[kind]'],
    ['dateFrom=2026-02-30', 'dateFrom'],
    ['dateTo=24.12.2026', 'dateTo'],
    ['dateFrom=2026-05-01&dateTo=2026-04-01', 'dateTo'],
    [`search=${'x'.repeat(101)}`, 'search'],
    ['search=a%00b', 'search'],
  ])('names the bad parameter of %s', (qs, parameter) => {
    expect(parse(qs)).toEqual({ ok: false, parameter })
  })

  it('sorts ascending when no order is given and reads filters with or without []', () => {
    expect(parse('sort=orderedAt&filters[status][]=open&filters[status]=shipped')).toMatchObject({
      ok: true,
      query: { sort: { column: 'orderedAt', order: 'asc' }, filters: { status: ['open', 'shipped'] } },
    })
  })

  it('ignores keys the table does not know', () => {
    expect(parse('_=123&foo=bar')).toMatchObject({ ok: true })
  })

  it('writes the parameters it reads back (defaults left out)', () => {
    const parsed = parse(
      'limit=50&offset=50&sort=orderNumber&order=desc&filters[status][]=open&dateFrom=2026-01-01&dateTo=2026-06-30&search=45000',
    )
    if (!parsed.ok) throw new Error('parse failed')
    const again = parseTableQuery(tableQueryParams(parsed.query), definition)
    expect(again).toEqual(parsed)
    const empty = parse('')
    if (!empty.ok) throw new Error('parse failed')
    expect(tableQueryParams(empty.query).toString()).toBe('')
  })
})
