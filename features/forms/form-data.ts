import { isFileLike } from './validation'
import {
  CAPTCHA_FIELD,
  HONEYPOT_FIELD,
  LAYOUT_FIELD_TYPES,
  type FileLike,
  type FormField,
  type FormValues,
} from './types'

const TRUE_VALUES = ['true', 'on', '1']

const isValueField = (field: FormField) => !(LAYOUT_FIELD_TYPES as readonly string[]).includes(field.type)

/**
 * The values of a multipart form body, typed by the form's fields: a
 * checkbox is true for "true"/"on"/"1", checkboxes and files are lists (the
 * empty part a browser sends for an untouched file input is dropped), every
 * other field is its one text. Anything else in the body is ignored; a part
 * of the wrong kind (a file for a text) stays as it came and fails the rules.
 */
export function valuesFromFormData(fields: readonly FormField[], formData: FormData): FormValues {
  const values: FormValues = {}
  for (const field of fields) {
    if (!isValueField(field)) continue
    const parts = formData.getAll(field.name)
    switch (field.type) {
      case 'checkbox':
        values[field.name] =
          parts.length === 0
            ? false
            : parts.length === 1 && typeof parts[0] === 'string'
              ? TRUE_VALUES.includes(parts[0])
              : (parts as never)
        break
      case 'checkboxes':
        values[field.name] = parts as string[]
        break
      case 'file':
        values[field.name] = parts.filter(
          (part) => !(isFileLike(part) && part.size === 0 && part.name === ''),
        ) as unknown as FileLike[]
        break
      default:
        values[field.name] =
          parts.length === 0 ? '' : parts.length === 1 ? (parts[0] as string) : (parts as never)
    }
  }
  return values
}

/** The multipart body the browser sends: every value field, plus the honeypot and the captcha token. */
export function formDataFromValues(
  fields: readonly FormField[],
  values: FormValues,
  extra: { honeypot?: string; captchaToken?: string } = {},
): FormData {
  const formData = new FormData()
  for (const field of fields) {
    if (!isValueField(field)) continue
    const value = values[field.name]
    if (field.type === 'checkbox') formData.append(field.name, value === true ? 'true' : 'false')
    else if (Array.isArray(value))
      for (const entry of value) formData.append(field.name, entry as string | Blob)
    else if (typeof value === 'string') formData.append(field.name, value)
  }
  formData.append(HONEYPOT_FIELD, extra.honeypot ?? '')
  if (extra.captchaToken !== undefined) formData.append(CAPTCHA_FIELD, extra.captchaToken)
  return formData
}
