import { describe, expect, it } from 'vitest'

import {
  ADDRESS_FIELD_RULES,
  addressFormConfiguration,
  addressValuesSchema,
  companyNameLines,
  fieldProblem,
  valuesOfAddress,
  type AddressValues,
} from './form'

const VALID: AddressValues = {
  companyName1: 'Garage Muster AG',
  companyName2: 'Filiale Winterthur',
  companyName3: '',
  street: 'Zürcherstrasse 221',
  postalCode: '8406',
  city: 'Winterthur',
  country: 'CH',
}
const problems = (values: Record<string, unknown>) => {
  const parsed = addressValuesSchema().safeParse(values)
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || issue.code}:${issue.message}`)
}

describe('address values', () => {
  it('accepts a valid Swiss address and trims every value', () => {
    const parsed = addressValuesSchema().parse({
      ...VALID,
      street: '  Zürcherstrasse 221 ',
      city: 'Winterthur ',
    })
    expect(parsed).toEqual(VALID)
  })

  it('requires the company, street, postal code, city and country, not the additional name lines', () => {
    expect(problems({ ...VALID, companyName1: ' ', street: '', postalCode: '', city: '' })).toEqual([
      'companyName1:required',
      'street:required',
      'postalCode:required',
      'city:required',
    ])
    expect(problems({ ...VALID, companyName2: '', companyName3: '' })).toEqual([])
  })

  it('refuses values longer than their field allows', () => {
    expect(problems({ ...VALID, companyName1: 'x'.repeat(36) })).toEqual(['companyName1:tooLong'])
    expect(problems({ ...VALID, companyName1: 'x'.repeat(35) })).toEqual([])
    expect(problems({ ...VALID, street: 'x'.repeat(61) })).toEqual(['street:tooLong'])
  })

  it('asks four digits of a Swiss or Liechtenstein postal code, and allows other formats abroad', () => {
    expect(problems({ ...VALID, postalCode: '840' })).toEqual(['postalCode:postalCodeFourDigits'])
    expect(problems({ ...VALID, postalCode: '84061' })).toEqual(['postalCode:postalCodeFourDigits'])
    expect(problems({ ...VALID, postalCode: 'CH-8406' })).toEqual(['postalCode:postalCodeFourDigits'])
    expect(problems({ ...VALID, country: 'LI', postalCode: '94900' })).toEqual([
      'postalCode:postalCodeFourDigits',
    ])
    expect(problems({ ...VALID, country: 'LI', postalCode: '9490' })).toEqual([])
    expect(problems({ ...VALID, country: 'DE', postalCode: '80331' })).toEqual([])
    expect(problems({ ...VALID, country: 'DE', postalCode: '80$31' })).toEqual(['postalCode:pattern'])
  })

  it('refuses countries outside the list, reserved characters and unknown fields', () => {
    expect(problems({ ...VALID, country: 'US' })).toEqual(['country:option'])
    expect(problems({ ...VALID, city: 'Winterthur <b>' })).toEqual(['city:pattern'])
    expect(problems({ ...VALID, street: 'Zeile\nZwei' })).toEqual(['street:pattern'])
    expect(problems({ ...VALID, phone: '052' })).toEqual(['unrecognized_keys:Unrecognized key: "phone"'])
    expect(problems({ ...VALID, city: 7 })).toHaveLength(1)
  })

  it('checks the same rules when built from a configuration the client received', () => {
    const configuration = addressFormConfiguration('100201', 'CRMH02', VALID, {
      field: (name) => name,
      country: (code) => code,
    })
    const schema = addressValuesSchema(configuration.fields)
    expect(schema.safeParse({ ...VALID, postalCode: '123' }).success).toBe(false)
    expect(schema.safeParse({ ...VALID, country: 'US' }).success).toBe(false)
    expect(schema.safeParse(VALID).success).toBe(true)
  })
})

describe('address form configuration', () => {
  it('describes every field with label, rules, options and the current value', () => {
    const configuration = addressFormConfiguration('100201', 'CRMH02', VALID, {
      field: (name) => `L:${name}`,
      country: (code) => `C:${code}`,
    })
    expect(configuration).toMatchObject({ partnerId: '100201', type: 'SHIP_TO', typeCode: 'CRMH02' })
    expect(configuration.fields.map((field) => field.name)).toEqual(
      ADDRESS_FIELD_RULES.map((rule) => rule.name),
    )
    expect(configuration.fields[0]).toMatchObject({
      name: 'companyName1',
      label: 'L:companyName1',
      type: 'text',
      required: true,
      maxLength: 35,
      value: 'Garage Muster AG',
    })
    const country = configuration.fields.find((field) => field.name === 'country')!
    expect(country).toMatchObject({ type: 'select', value: 'CH' })
    expect(country.options?.[0]).toEqual({ value: 'CH', label: 'C:CH' })
  })

  it('spreads the company name lines over the name fields and joins them back', () => {
    const values = valuesOfAddress({
      companyName: ['A', 'B', 'C', 'D'],
      street: 's',
      postalCode: '8000',
      city: 'c',
      country: 'CH',
    })
    expect([values.companyName1, values.companyName2, values.companyName3]).toEqual(['A', 'B', 'C D'])
    expect(companyNameLines({ ...values, companyName2: ' ' })).toEqual(['A', 'C D'])
    expect(valuesOfAddress(null)).toMatchObject({ companyName1: '', country: 'CH' })
  })

  it('names no problem for an empty optional value', () => {
    expect(fieldProblem(ADDRESS_FIELD_RULES[1]!, '  ')).toBeNull()
    expect(fieldProblem(ADDRESS_FIELD_RULES[0]!, '  ')).toBe('required')
  })
})
