import {
  FIELD_NAME_PATTERN,
  FILE_KINDS,
  MAX_FILE_BYTES,
  MAX_FILES_PER_FIELD,
  OPTION_FIELD_TYPES,
  RESERVED_FIELD_NAMES,
  TEXT_FIELD_TYPES,
  type FieldType,
  type FormField,
  type FormValidator,
} from './types'

/** YYYY-MM-DD, the value of a date field and the bounds of a Range on one. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

const isOptionType = (type: FieldType) => (OPTION_FIELD_TYPES as readonly string[]).includes(type)
const isTextType = (type: FieldType) => (TEXT_FIELD_TYPES as readonly string[]).includes(type)

/** Which validators make sense on which field type (anything else is an editor's mistake the CMS refuses). */
export function validatorFits(validator: FormValidator['type'], type: FieldType): boolean {
  switch (validator) {
    case 'Length':
    case 'MinLength':
    case 'MaxLength':
      return isTextType(type) || type === 'checkboxes' || type === 'file' || type === 'number'
    case 'Range':
      return type === 'number' || type === 'date'
    case 'IdenticalTo':
    case 'Regex':
      return isTextType(type) || type === 'number' || type === 'date'
  }
}

function isValidDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A validator's own parameters: numbers where numbers belong, min ≤ max, a pattern that compiles. */
function validatorProblem(validator: FormValidator, field: FormField, names: Set<string>): string | null {
  const label = `"${field.name}" (${validator.type})`
  const count = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0
  switch (validator.type) {
    case 'Length':
      if (!count(validator.min) || !count(validator.max))
        return `${label}: min and max must be whole numbers of 0 or more.`
      if (validator.min > validator.max) return `${label}: min must not be larger than max.`
      return null
    case 'MinLength':
      return count(validator.min) ? null : `${label}: min must be a whole number of 0 or more.`
    case 'MaxLength':
      return count(validator.max) && validator.max > 0
        ? null
        : `${label}: max must be a whole number above 0.`
    case 'Range': {
      if (field.type === 'date') {
        if (
          typeof validator.min !== 'string' ||
          typeof validator.max !== 'string' ||
          !isValidDate(validator.min) ||
          !isValidDate(validator.max)
        )
          return `${label}: min and max must be dates (YYYY-MM-DD).`
        return validator.min <= validator.max ? null : `${label}: min must not be after max.`
      }
      if (
        typeof validator.min !== 'number' ||
        typeof validator.max !== 'number' ||
        !Number.isFinite(validator.min) ||
        !Number.isFinite(validator.max)
      )
        return `${label}: min and max must be numbers.`
      return validator.min <= validator.max ? null : `${label}: min must not be larger than max.`
    }
    case 'IdenticalTo':
      if (validator.field === field.name) return `${label}: a field cannot repeat itself.`
      return names.has(validator.field)
        ? null
        : `${label}: there is no field "${validator.field}" in this form.`
    case 'Regex':
      try {
        new RegExp(validator.pattern, 'u')
        return validator.pattern ? null : `${label}: the pattern is empty.`
      } catch {
        return `${label}: "${validator.pattern}" is not a valid regular expression.`
      }
  }
}

export type DefinitionRuleOptions = {
  /** Public forms need the captcha field; forms inside a flow that checks it elsewhere do not. */
  requireCaptcha?: boolean
  /** Field types this kind of form may not use (the contact process takes no uploads). */
  forbiddenTypes?: readonly FieldType[]
}

/**
 * Checks an editor's fields before the CMS saves them: names (pattern,
 * unique, not the honeypot or the captcha key), options where a choice is
 * asked, validators that fit the field and have sound parameters, upload
 * limits within 10 MB and 5 files per field, one submit button and (for
 * public forms) one captcha. Answers the problems, empty when the form is sound.
 */
export function definitionProblems(
  fields: readonly FormField[],
  options: DefinitionRuleOptions = {},
): string[] {
  const { requireCaptcha = true, forbiddenTypes = [] } = options
  const problems: string[] = []
  const names = new Set<string>()
  for (const field of fields) {
    if (field.type === 'subheader' || field.type === 'submit' || field.type === 'recaptcha') continue
    if (!FIELD_NAME_PATTERN.test(field.name))
      problems.push(
        `"${field.name}": a field name starts with a letter and has only letters, digits and _ (at most 64).`,
      )
    else if ((RESERVED_FIELD_NAMES as readonly string[]).includes(field.name))
      problems.push(`"${field.name}": this name is reserved for the form's spam protection.`)
    else if (names.has(field.name)) problems.push(`"${field.name}": two fields have this name.`)
    names.add(field.name)
  }
  for (const field of fields) {
    if (forbiddenTypes.includes(field.type))
      problems.push(`"${field.name || field.label}": ${field.type} fields cannot be used here.`)
    if (isOptionType(field.type)) {
      const values = (field.options ?? []).map((option) => option.value)
      if (values.length === 0) problems.push(`"${field.name}": choose at least one option.`)
      if (new Set(values).size !== values.length)
        problems.push(`"${field.name}": two options have the same value.`)
      if (field.defaultValue && !values.includes(field.defaultValue))
        problems.push(`"${field.name}": the default value is not one of the options.`)
    }
    if (field.type === 'file') {
      if (field.accept && field.accept.some((kind) => !(FILE_KINDS as readonly string[]).includes(kind)))
        problems.push(`"${field.name}": unknown file kind.`)
      if (
        field.maxFileBytes !== undefined &&
        (field.maxFileBytes <= 0 || field.maxFileBytes > MAX_FILE_BYTES)
      )
        problems.push(`"${field.name}": a file may be at most ${MAX_FILE_BYTES / 1024 / 1024} MB.`)
      if (
        field.maxFiles !== undefined &&
        (!Number.isInteger(field.maxFiles) || field.maxFiles < 1 || field.maxFiles > MAX_FILES_PER_FIELD)
      )
        problems.push(`"${field.name}": allow 1 to ${MAX_FILES_PER_FIELD} files.`)
    }
    if (field.type === 'date' && field.defaultValue && !isValidDate(field.defaultValue))
      problems.push(`"${field.name}": the default value must be a date (YYYY-MM-DD).`)
    for (const validator of field.validators) {
      if (!validatorFits(validator.type, field.type)) {
        problems.push(`"${field.name}": ${validator.type} does not apply to ${field.type} fields.`)
        continue
      }
      const problem = validatorProblem(validator, field, names)
      if (problem) problems.push(problem)
    }
  }
  const submits = fields.filter((field) => field.type === 'submit').length
  if (submits !== 1) problems.push(`A form needs exactly one submit button (it has ${submits}).`)
  const captchas = fields.filter((field) => field.type === 'recaptcha').length
  if (requireCaptcha && captchas !== 1)
    problems.push(`A public form needs exactly one recaptcha field (it has ${captchas}).`)
  if (!requireCaptcha && captchas > 0)
    problems.push('This form is protected elsewhere; remove the recaptcha field.')
  return problems
}

export { isValidDate }
