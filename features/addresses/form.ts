import { z } from 'zod'

import {
  ADDRESS_CITY_MAX_LENGTH,
  ADDRESS_COUNTRIES,
  ADDRESS_NAME_LINES,
  ADDRESS_NAME_MAX_LENGTH,
  ADDRESS_POSTAL_CODE_MAX_LENGTH,
  ADDRESS_STREET_MAX_LENGTH,
  FOUR_DIGIT_POSTAL_CODE_COUNTRIES,
} from './constants'

/** The names of the address form's fields (the company name's lines, then street, postal code, city, country). */
export const ADDRESS_FIELD_NAMES = [
  'companyName1',
  'companyName2',
  'companyName3',
  'street',
  'postalCode',
  'city',
  'country',
] as const
export type AddressFieldName = (typeof ADDRESS_FIELD_NAMES)[number]
export type AddressValues = Record<AddressFieldName, string>

/** One field of the edit form's configuration (what GET /api/address/list/edit answers). */
export type AddressFormField = {
  name: AddressFieldName
  label: string
  type: 'text' | 'select'
  required: boolean
  maxLength: number
  /** A regular expression (JavaScript source, whole value) the trimmed value must match, or null. */
  pattern: string | null
  /** The choices of a select (value and label in the caller's language). */
  options: { value: string; label: string }[] | null
  autoComplete: string
  value: string
}

/** The edit form the client renders: an existing address (partnerId) or a new one of `type`. */
export type AddressFormConfiguration = {
  partnerId: string | null
  type: 'SHIP_TO'
  typeCode: string
  fields: AddressFormField[]
}

/** Why a value is refused; the client and the server turn it into a sentence in the caller's language. */
export type AddressFieldProblem = 'required' | 'tooLong' | 'pattern' | 'postalCodeFourDigits' | 'option'

/** A generic postal code: letters, digits, spaces and hyphens (foreign formats); Swiss ones are checked more closely. */
export const POSTAL_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 -]*$'
/** Names, streets and cities: no control characters and none of the characters the ERP's interface reserves. */
export const TEXT_PATTERN = '^[^\\u0000-\\u001f\\u007f#<>{}|]*$'

type FieldRule = Omit<AddressFormField, 'label' | 'value' | 'options'> & { options: readonly string[] | null }

/** The rules of every field: the one source the configuration, the client's form and the server's check are built from. */
export const ADDRESS_FIELD_RULES: readonly FieldRule[] = [
  ...Array.from({ length: ADDRESS_NAME_LINES }, (_, index): FieldRule => ({
    name: `companyName${index + 1}` as AddressFieldName,
    type: 'text',
    required: index === 0,
    maxLength: ADDRESS_NAME_MAX_LENGTH,
    pattern: TEXT_PATTERN,
    options: null,
    autoComplete: index === 0 ? 'organization' : 'off',
  })),
  {
    name: 'street',
    type: 'text',
    required: true,
    maxLength: ADDRESS_STREET_MAX_LENGTH,
    pattern: TEXT_PATTERN,
    options: null,
    autoComplete: 'address-line1',
  },
  {
    name: 'postalCode',
    type: 'text',
    required: true,
    maxLength: ADDRESS_POSTAL_CODE_MAX_LENGTH,
    pattern: POSTAL_CODE_PATTERN,
    options: null,
    autoComplete: 'postal-code',
  },
  {
    name: 'city',
    type: 'text',
    required: true,
    maxLength: ADDRESS_CITY_MAX_LENGTH,
    pattern: TEXT_PATTERN,
    options: null,
    autoComplete: 'address-level2',
  },
  {
    name: 'country',
    type: 'select',
    required: true,
    maxLength: 2,
    pattern: null,
    options: ADDRESS_COUNTRIES,
    autoComplete: 'country',
  },
]

/** The stored address as form values (its company name lines spread over the name fields). */
export function valuesOfAddress(
  address: {
    companyName: string[]
    street: string
    postalCode: string
    city: string
    country: string
  } | null,
): AddressValues {
  const lines = address?.companyName ?? []
  return {
    companyName1: lines[0] ?? '',
    companyName2: lines[1] ?? '',
    companyName3: lines.slice(2).join(' '),
    street: address?.street ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    country: address?.country ?? 'CH',
  }
}

/** The edit form's configuration in the caller's language, filled with `values`. */
export function addressFormConfiguration(
  partnerId: string | null,
  typeCode: string,
  values: AddressValues,
  labels: { field: (name: AddressFieldName) => string; country: (code: string) => string },
): AddressFormConfiguration {
  return {
    partnerId,
    type: 'SHIP_TO',
    typeCode,
    fields: ADDRESS_FIELD_RULES.map((rule) => ({
      ...rule,
      label: labels.field(rule.name),
      options: rule.options
        ? rule.options.map((code) => ({ value: code, label: labels.country(code) }))
        : null,
      value: values[rule.name],
    })),
  }
}

type FieldShape = Pick<AddressFormField, 'name' | 'required' | 'maxLength' | 'pattern'> & {
  options: readonly (string | { value: string })[] | null
}

/** The problem of one value by its field's rule, or null. */
export function fieldProblem(field: FieldShape, raw: string): AddressFieldProblem | null {
  const value = raw.trim()
  if (!value) return field.required ? 'required' : null
  if (value.length > field.maxLength) return 'tooLong'
  if (
    field.options &&
    !field.options.some((option) => (typeof option === 'string' ? option : option.value) === value)
  )
    return 'option'
  if (field.pattern && !new RegExp(field.pattern, 'u').test(value)) return 'pattern'
  return null
}

/**
 * The zod schema of the address form, built from its fields (the client
 * builds it from the configuration it received, the server from
 * ADDRESS_FIELD_RULES): every value trimmed and checked by its rule, no
 * unknown fields, and a four-digit postal code in Switzerland and
 * Liechtenstein. An issue's message is an AddressFieldProblem.
 */
export function addressValuesSchema(fields: readonly FieldShape[] = ADDRESS_FIELD_RULES) {
  const value = (field: FieldShape) =>
    z
      .string()
      .default('')
      .superRefine((raw, issue) => {
        const problem = fieldProblem(field, raw)
        if (problem) issue.addIssue({ code: 'custom', message: problem })
      })
      .transform((raw) => raw.trim())
  const shape = Object.fromEntries(fields.map((field) => [field.name, value(field)])) as Record<
    AddressFieldName,
    ReturnType<typeof value>
  >
  return z.strictObject(shape).superRefine((values, issue) => {
    if (
      FOUR_DIGIT_POSTAL_CODE_COUNTRIES.includes(values.country) &&
      values.postalCode &&
      !/^\d{4}$/.test(values.postalCode)
    ) {
      issue.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: 'postalCodeFourDigits' satisfies AddressFieldProblem,
      })
    }
  })
}

/** The company name lines of the form values (empty lines dropped). */
export const companyNameLines = (values: AddressValues): string[] =>
  [values.companyName1, values.companyName2, values.companyName3].map((line) => line.trim()).filter(Boolean)
