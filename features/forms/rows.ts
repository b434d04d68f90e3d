import {
  FIELD_TYPES,
  FILE_KINDS,
  MAX_FILE_BYTES,
  VALIDATOR_TYPES,
  type FieldType,
  type FileKind,
  type FormField,
  type FormValidator,
} from './types'

/** A form field as the CMS stores it (`forms.fields` rows): bounds are text, so one column serves numbers and dates. */
export type FieldRow = {
  name?: string | null
  type?: string | null
  label?: string | null
  placeholder?: string | null
  help?: string | null
  required?: boolean | null
  defaultValue?: string | null
  width?: string | null
  options?: { value?: string | null; label?: string | null }[] | null
  validators?:
    | {
        type?: string | null
        min?: string | null
        max?: string | null
        field?: string | null
        pattern?: string | null
        message?: string | null
      }[]
    | null
  accept?: string[] | null
  maxFileMb?: number | null
  maxFiles?: number | null
}

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '')
const optional = (value: string | null | undefined) => text(value) || undefined

/** A bound as the validator needs it: a date stays text on date fields, everything else is a number (NaN when not one, which the rules refuse). */
function bound(value: string | null | undefined, fieldType: FieldType): number | string {
  const raw = text(value)
  if (fieldType === 'date') return raw
  return raw === '' ? Number.NaN : Number(raw)
}

function toValidator(
  row: NonNullable<FieldRow['validators']>[number],
  fieldType: FieldType,
): FormValidator | null {
  const type = row.type as FormValidator['type']
  if (!(VALIDATOR_TYPES as readonly string[]).includes(type)) return null
  const message = optional(row.message)
  const count = (value: string | null | undefined) => (text(value) === '' ? Number.NaN : Number(text(value)))
  switch (type) {
    case 'Length':
      return { type, min: count(row.min), max: count(row.max), message }
    case 'MinLength':
      return { type, min: count(row.min), message }
    case 'MaxLength':
      return { type, max: count(row.max), message }
    case 'Range':
      return { type, min: bound(row.min, fieldType), max: bound(row.max, fieldType), message }
    case 'IdenticalTo':
      return { type, field: text(row.field), message }
    case 'Regex':
      return { type, pattern: typeof row.pattern === 'string' ? row.pattern : '', message }
  }
}

/** The CMS rows as form fields (unknown types are dropped; the CMS cannot store them anyway). */
export function fieldsFromRows(rows: readonly FieldRow[] | null | undefined): FormField[] {
  const fields: FormField[] = []
  for (const row of rows ?? []) {
    const type = row.type as FieldType
    if (!(FIELD_TYPES as readonly string[]).includes(type)) continue
    const field: FormField = {
      name: text(row.name),
      type,
      label: text(row.label),
      required: row.required === true,
      validators: (row.validators ?? [])
        .map((validator) => toValidator(validator, type))
        .filter((validator): validator is FormValidator => validator !== null),
    }
    const placeholder = optional(row.placeholder)
    if (placeholder) field.placeholder = placeholder
    const help = optional(row.help)
    if (help) field.help = help
    const defaultValue = optional(row.defaultValue)
    if (defaultValue) field.defaultValue = defaultValue
    if (row.width === 'half') field.width = 'half'
    if (type === 'checkboxes' || type === 'radio' || type === 'select.single') {
      field.options = (row.options ?? []).map((option) => ({
        value: text(option.value),
        label: text(option.label) || text(option.value),
      }))
    }
    if (type === 'file') {
      const accept = (row.accept ?? []).filter((kind): kind is FileKind =>
        (FILE_KINDS as readonly string[]).includes(kind),
      )
      field.accept = accept.length ? accept : ['pdf']
      field.maxFileBytes =
        typeof row.maxFileMb === 'number' ? Math.round(row.maxFileMb * 1024 * 1024) : MAX_FILE_BYTES
      field.maxFiles = typeof row.maxFiles === 'number' ? row.maxFiles : 1
    }
    fields.push(field)
  }
  return fields
}
