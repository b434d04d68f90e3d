import { describe, expect, it } from 'vitest'

import { parseListQuery } from './list-query'

const parse = (qs: string, group: 'categoryId' | 'productGroupId' = 'categoryId') =>
  parseListQuery(new URLSearchParams(qs), group)

describe('parseListQuery', () => {
  it('reads the group, paging and repeated facet values', () => {
    expect(
      parse(
        'categoryId=7&offset=12&filters[viscosity][]=5W-30&filters[viscosity][]=0W-20&filters[baseOil]=mineral',
      ),
    ).toEqual({
      ok: true,
      query: {
        groupId: 7,
        offset: 12,
        limit: 12,
        filters: { viscosity: ['5W-30', '0W-20'], baseOil: ['mineral'] },
        sort: 'name',
      },
    })
  })

  it('reads the order: name when absent or empty, newest and viscosity when asked', () => {
    expect(parse('categoryId=7&sort=newest')).toMatchObject({ ok: true, query: { sort: 'newest' } })
    expect(parse('categoryId=7&sort=viscosity')).toMatchObject({ ok: true, query: { sort: 'viscosity' } })
    expect(parse('categoryId=7&sort=')).toMatchObject({ ok: true, query: { sort: 'name' } })
  })

  it('lets filters[_ROOT] choose a sub-group', () => {
    expect(parse('productGroupId=7&filters[_ROOT]=9', 'productGroupId')).toMatchObject({
      ok: true,
      query: { groupId: 9 },
    })
  })

  it('names the bad parameter', () => {
    expect(parse('')).toEqual({ ok: false, parameter: 'categoryId' })
    expect(parse('productGroupId=x', 'productGroupId')).toEqual({ ok: false, parameter: 'productGroupId' })
    expect(parse('categoryId=1&limit=100')).toEqual({ ok: false, parameter: 'limit' })
    expect(parse('categoryId=1&sort=price')).toEqual({ ok: false, parameter: 'sort' })
    expect(parse('categoryId=1&sort=relevance')).toEqual({ ok: false, parameter: 'sort' })
    expect(parse('categoryId=1&filters[price][]=1')).toEqual({ ok: false, parameter: 'filters[price]' })
    expect(parse(`categoryId=1&filters[viscosity][]=${'x'.repeat(61)}`)).toEqual({
      ok: false,
      parameter: 'filters[viscosity]',
    })
  })
})
