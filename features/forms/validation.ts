import { z } from 'zod'

import { formatBytes } from '@/lib/bytes'
import { formatIsoDate } from '@/lib/dates'

import { isValidDate } from './definition-rules'
import {
  LAYOUT_FIELD_TYPES,
  MAX_FILE_BYTES,
  type FileKind,
  type FileLike,
  type FormField,
  type FormValidator,
  type FormValues,
} from './types'

/** Longest text any field takes: a textarea 10 000 characters, other fields 500 (validators may allow less, never more). */
export const TEXTAREA_MAX_LENGTH = 10_000
export const TEXT_MAX_LENGTH = 500

/** What a length counts: characters of a text, chosen options, chosen files. */
export type LengthUnit = 'chars' | 'choices' | 'files'

/**
 * The texts of the rules (messages/forms → validation). The client fills it
 * from `useTranslations`, the server from the API translator, so both say
 * the same.
 */
export type FormMessages = {
  required: (field: FormField) => string
  tooLong: (max: number, unit: LengthUnit) => string
  tooShort: (min: number, unit: LengthUnit) => string
  between: (min: string, max: string) => string
  invalid: () => string
  email: () => string
  number: () => string
  tel: () => string
  date: () => string
  option: () => string
  identical: (otherLabel: string) => string
  pattern: () => string
  fileType: (name: string, kinds: readonly FileKind[]) => string
  fileSize: (name: string, size: number, max: number) => string
  fileEmpty: (name: string) => string
  fileDamaged: (name: string) => string
}

type Translate = (key: string, values?: Record<string, string | number>) => string

/** The rule texts from a translator scoped to `forms.validation` (or any function with its keys). */
export function formMessages(t: Translate): FormMessages {
  return {
    required: (field) =>
      t(
        field.type === 'checkbox'
          ? 'requiredCheckbox'
          : field.type === 'file'
            ? 'requiredFile'
            : field.type === 'radio' || field.type === 'select.single' || field.type === 'checkboxes'
              ? 'requiredChoice'
              : 'required',
      ),
    tooLong: (max, unit) => t('tooLong', { max, unit }),
    tooShort: (min, unit) => t('tooShort', { min, unit }),
    between: (min, max) => t('between', { min, max }),
    invalid: () => t('invalid'),
    email: () => t('email'),
    number: () => t('number'),
    tel: () => t('tel'),
    date: () => t('date'),
    option: () => t('option'),
    identical: (field) => t('identical', { field }),
    pattern: () => t('pattern'),
    fileType: (name, kinds) => t('fileType', { name, kinds: kinds.length === 1 ? kinds[0] : 'other' }),
    fileSize: (name, size, max) => t('fileSize', { name, size: formatBytes(size), max: formatBytes(max) }),
    fileEmpty: (name) => t('fileEmpty', { name }),
    fileDamaged: (name) => t('fileDamaged', { name }),
  }
}

// A pragmatic address check: one @, no spaces, a dot in the domain (the server mails to it).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
// Digits with the usual separators, an optional leading +; at least 6 digits.
const TEL_PATTERN = /^\+?[0-9 ()./-]{6,30}$/
const NUMBER_PATTERN = /^-?\d+(?:[.,]\d+)?$/

/** File kinds by what the name and browser type claim: the quick check before sending. The server checks the content. */
const CLAIMED_KIND: { kind: FileKind; extensions: RegExp; types: RegExp }[] = [
  { kind: 'pdf', extensions: /\.pdf$/i, types: /^application\/pdf$/i },
  { kind: 'image', extensions: /\.(jpe?g|png|webp|gif)$/i, types: /^image\/(jpeg|png|webp|gif)$/i },
]

export function claimedKind(file: FileLike): FileKind | null {
  for (const entry of CLAIMED_KIND)
    if (entry.types.test(file.type) || entry.extensions.test(file.name)) return entry.kind
  return null
}

export const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).name === 'string' &&
  typeof (value as FileLike).size === 'number' &&
  typeof (value as FileLike).type === 'string'

/** A number as the visitor may type it (comma or point). */
export const parseNumber = (text: string) => Number(text.replace(',', '.'))

function lengthOf(value: unknown): { length: number; unit: LengthUnit } | null {
  if (typeof value === 'string') return { length: [...value].length, unit: 'chars' }
  if (Array.isArray(value))
    return { length: value.length, unit: value.length && isFileLike(value[0]) ? 'files' : 'choices' }
  return null
}

function formatBound(value: number | string, field: FormField): string {
  return field.type === 'date' && typeof value === 'string' ? formatIsoDate(value) : String(value)
}

/** One validator on a present (non-empty) value; the message of the first broken rule, else null. */
export function validatorError(
  validator: FormValidator,
  field: FormField,
  value: unknown,
  values: FormValues,
  fields: readonly FormField[],
  m: FormMessages,
): string | null {
  const own = validator.message?.trim()
  const fail = (standard: string) => own || standard
  switch (validator.type) {
    case 'Length':
    case 'MinLength':
    case 'MaxLength': {
      const measured = lengthOf(value)
      if (!measured) return null
      const min = validator.type === 'MaxLength' ? null : validator.min
      const max = validator.type === 'MinLength' ? null : validator.max
      if (max !== null && measured.length > max) return fail(m.tooLong(max, measured.unit))
      if (min !== null && measured.length < min) return fail(m.tooShort(min, measured.unit))
      return null
    }
    case 'Range': {
      if (typeof value !== 'string') return null
      if (field.type === 'date') {
        const inRange = value >= String(validator.min) && value <= String(validator.max)
        return inRange
          ? null
          : fail(m.between(formatBound(validator.min, field), formatBound(validator.max, field)))
      }
      const number = parseNumber(value)
      const inRange = number >= Number(validator.min) && number <= Number(validator.max)
      return inRange
        ? null
        : fail(m.between(formatBound(validator.min, field), formatBound(validator.max, field)))
    }
    case 'IdenticalTo': {
      const other = values[validator.field]
      if (value === other) return null
      const label = fields.find((candidate) => candidate.name === validator.field)?.label || validator.field
      return fail(m.identical(label))
    }
    case 'Regex': {
      if (typeof value !== 'string') return null
      let pattern: RegExp
      try {
        pattern = new RegExp(`^(?:${validator.pattern})$`, 'u')
      } catch {
        // The CMS refuses broken patterns; one that slipped through must not block every visitor.
        return null
      }
      return pattern.test(value) ? null : fail(m.pattern())
    }
  }
}

/** Is the value empty for its field (nothing typed, chosen, ticked or attached)? */
export function isEmptyValue(field: FormField, value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (field.type === 'checkbox') return value !== true
  if (Array.isArray(value)) return value.length === 0
  return typeof value === 'string' && value.trim() === ''
}

/**
 * The first problem of one field's value: the value's type, then
 * required, then the format of its type (e-mail, phone, number, date, an
 * offered option, file kind and size), then the editor's validators in
 * order. Empty optional fields are fine. Null when the value is sound.
 */
export function fieldError(
  field: FormField,
  value: unknown,
  values: FormValues,
  fields: readonly FormField[],
  m: FormMessages,
): string | null {
  if ((LAYOUT_FIELD_TYPES as readonly string[]).includes(field.type)) return null
  const shapeError = wrongShape(field, value)
  if (shapeError) return m.invalid()
  if (isEmptyValue(field, value)) return field.required ? m.required(field) : null

  switch (field.type) {
    case 'email':
      if (!EMAIL_PATTERN.test(String(value).trim())) return m.email()
      break
    case 'tel': {
      const text = String(value).trim()
      if (!TEL_PATTERN.test(text) || text.replace(/\D/g, '').length < 6) return m.tel()
      break
    }
    case 'number':
      if (!NUMBER_PATTERN.test(String(value).trim())) return m.number()
      break
    case 'date':
      if (!isValidDate(String(value))) return m.date()
      break
    case 'radio':
    case 'select.single':
      if (!(field.options ?? []).some((option) => option.value === value)) return m.option()
      break
    case 'checkboxes':
      if (
        (value as string[]).some((chosen) => !(field.options ?? []).some((option) => option.value === chosen))
      )
        return m.option()
      break
    case 'file': {
      const files = value as FileLike[]
      const maxFiles = field.maxFiles ?? 1
      if (files.length > maxFiles) return m.tooLong(maxFiles, 'files')
      const accept = field.accept?.length ? field.accept : (['pdf'] as FileKind[])
      const maxBytes = Math.min(field.maxFileBytes ?? MAX_FILE_BYTES, MAX_FILE_BYTES)
      for (const file of files) {
        if (file.size === 0) return m.fileEmpty(file.name)
        const kind = claimedKind(file)
        if (!kind || !accept.includes(kind)) return m.fileType(file.name, accept)
        if (file.size > maxBytes) return m.fileSize(file.name, file.size, maxBytes)
      }
      break
    }
  }

  if (typeof value === 'string') {
    const limit = field.type === 'textarea' ? TEXTAREA_MAX_LENGTH : TEXT_MAX_LENGTH
    if ([...value].length > limit) return m.tooLong(limit, 'chars')
  }
  for (const validator of field.validators) {
    const problem = validatorError(
      validator,
      field,
      typeof value === 'string' && field.type !== 'password' ? value.trim() : value,
      values,
      fields,
      m,
    )
    if (problem) return problem
  }
  return null
}

/** A value of the wrong kind for its field (a list for a text, a text for a checkbox …): only tampered requests send those. */
function wrongShape(field: FormField, value: unknown): boolean {
  if (value === undefined || value === null) return false
  switch (field.type) {
    case 'checkbox':
      return typeof value !== 'boolean'
    case 'checkboxes':
      return !Array.isArray(value) || value.some((entry) => typeof entry !== 'string')
    case 'file':
      return !Array.isArray(value) || value.some((entry) => !isFileLike(entry))
    default:
      return typeof value !== 'string'
  }
}

/** The value a field starts with: its default, else empty of its kind. */
export function initialValue(field: FormField): FormValues[string] {
  switch (field.type) {
    case 'checkbox':
      return field.defaultValue === 'true'
    case 'checkboxes':
      return field.defaultValue ? [field.defaultValue] : []
    case 'file':
      return []
    default:
      return field.defaultValue ?? ''
  }
}

export function initialValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {}
  for (const field of fields)
    if (!(LAYOUT_FIELD_TYPES as readonly string[]).includes(field.type))
      values[field.name] = initialValue(field)
  return values
}

/** Texts trimmed (passwords as typed), empty optional values as ''. What is stored and shown. */
function normalized(fields: readonly FormField[], values: FormValues): FormValues {
  const out: FormValues = {}
  for (const field of fields) {
    if ((LAYOUT_FIELD_TYPES as readonly string[]).includes(field.type)) continue
    const value = values[field.name]
    out[field.name] =
      typeof value === 'string' && field.type !== 'password'
        ? value.trim()
        : value === undefined || value === null
          ? initialValue({ ...field, defaultValue: undefined })
          : value
  }
  return out
}

/**
 * The zod schema of a form, for react-hook-form (zodResolver) and for the
 * server: every field's rules via `fieldError`, each problem reported at the
 * field's path. Unknown keys are dropped.
 */
export function buildFormSchema(fields: readonly FormField[], m: FormMessages) {
  const shape: Record<string, z.ZodType<unknown>> = {}
  for (const field of fields)
    if (!(LAYOUT_FIELD_TYPES as readonly string[]).includes(field.type)) shape[field.name] = z.unknown()
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      for (const field of fields) {
        const message = fieldError(field, values[field.name], values as FormValues, fields, m)
        if (message) ctx.addIssue({ code: 'custom', path: [field.name], message })
      }
    })
    .transform((values) => normalized(fields, values as FormValues))
}
