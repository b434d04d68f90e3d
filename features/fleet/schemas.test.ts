import { describe, expect, it } from 'vitest'

import { createBodySchema, fleetProblems, serviceSchema, updateEntrySchema } from './schemas'

const today = () => '2026-11-27'
const create = createBodySchema(today)
const problems = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value)
  if (parsed.success) return []
  return fleetProblems(parsed.error as never).map(({ field, problem }) => `${field}:${problem}`)
}

describe('fleet input', () => {
  it('reads a vehicle by plate in its stored form, by type approval number and by type', () => {
    expect(create.parse({ kind: 'vehicle', by: 'plate', plate: ' gr 12 345 ' })).toMatchObject({
      plate: 'GR12345',
    })
    expect(
      create.parse({ kind: 'vehicle', by: 'typeApproval', typeApprovalNumber: '1vb 496' }),
    ).toMatchObject({
      typeApprovalNumber: '1VB496',
    })
    expect(
      create.parse({ kind: 'vehicle', by: 'type', vehicleTypeId: 30, site: '  ', yearlyKm: 25000 }),
    ).toMatchObject({
      vehicleTypeId: 30,
      site: null,
      yearlyKm: 25000,
    })
  })

  it('names each refused field with its problem', () => {
    expect(problems(create, { kind: 'vehicle', by: 'plate', plate: 'XY 1' })).toEqual(['plate:plate'])
    expect(problems(create, { kind: 'vehicle', by: 'plate', plate: '' })).toEqual(['plate:required'])
    expect(problems(create, { kind: 'vehicle', by: 'typeApproval', typeApprovalNumber: 'abc' })).toEqual([
      'typeApprovalNumber:typeApproval',
    ])
    expect(problems(create, { kind: 'vehicle', by: 'type', vehicleTypeId: 1.5, yearlyKm: -1 })).toEqual([
      'vehicleTypeId:invalid',
      'yearlyKm:range',
    ])
    expect(problems(create, { kind: 'vehicle', by: 'plate', plate: 'ZH 1', evil: true })).toEqual([
      'evil:unknownField',
    ])
    expect(problems(create, null)).toEqual(['body:invalid'])
  })

  it('reads a machine without `by`, with components in form order; another brand’s product and a Tribo one not both', () => {
    expect(
      create.parse({
        kind: 'machine',
        name: ' Presse ',
        machineKind: 'hydraulicPress',
        components: [
          {
            component: 'hydraulicSystem',
            product: 'trb-hlp-isovg46',
            capacityLitres: 12.345,
            intervalMonths: 12,
          },
        ],
      }),
    ).toMatchObject({
      by: 'manual',
      name: 'Presse',
      components: [{ product: 'TRB-HLP-ISOVG46', capacityLitres: 12.35 }],
    })
    expect(
      problems(create, {
        kind: 'machine',
        name: '',
        machineKind: 'x',
        components: [
          { component: 'gearUnit', capacityLitres: 0, intervalMonths: 121 },
          { component: 'gearUnit', product: 'A', productInUseText: 'B', lastServiceDate: '2026-11-28' },
        ],
      }),
    ).toEqual([
      'name:required',
      'machineKind:invalid',
      'components.0.capacityLitres:range',
      'components.0.intervalMonths:range',
      'components.1.productInUseText:productOrText',
      'components.1.lastServiceDate:future',
    ])
    expect(problems(create, { kind: 'machine', name: 'P', machineKind: 'pump', components: [] })).toEqual([
      'components:components',
    ])
  })

  it('takes a change with something to change only', () => {
    const update = updateEntrySchema(today)
    expect(problems(update, {})).toEqual(['body:nothingToChange'])
    expect(update.parse({ site: '', components: [] })).toEqual({ site: null, components: [] })
    expect(
      problems(update, {
        components: [
          { id: 'a', component: 'engine' },
          { id: 'a', component: 'gearbox' },
        ],
      }),
    ).toEqual(['components.1.id:invalid'])
  })

  it('takes a service day between 2000 and today', () => {
    const service = serviceSchema(today)
    expect(service.parse({ componentId: 'x', doneOn: '2026-11-27', litres: 4.5 })).toMatchObject({
      litres: 4.5,
    })
    expect(problems(service, { componentId: 'x', doneOn: '2026-11-28' })).toEqual(['doneOn:future'])
    expect(problems(service, { componentId: 'x', doneOn: '1999-12-31' })).toEqual(['doneOn:tooOld'])
    expect(problems(service, { componentId: 'x', doneOn: '2026-02-30' })).toEqual(['doneOn:date'])
    expect(problems(service, { doneOn: '2026-01-01' })).toEqual(['componentId:required'])
  })
})
