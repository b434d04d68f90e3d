import type { FormField, FormValues } from '@/features/forms/types'

const SILENT = new Set(['subheader', 'submit', 'recaptcha', 'hidden', 'password', 'file'])

/**
 * A form step's answers as "label: value" pairs, for the Overview step and the
 * stored summary: option values become their labels, a checkbox yes/no,
 * empty answers are left out.
 */
export function answerLines(
  fields: readonly FormField[],
  values: FormValues,
  yesNo: (value: boolean) => string,
): { name: string; label: string; value: string }[] {
  const lines: { name: string; label: string; value: string }[] = []
  for (const field of fields) {
    if (SILENT.has(field.type)) continue
    const raw = values[field.name]
    const labelOf = (value: string) => field.options?.find((option) => option.value === value)?.label ?? value
    let value = ''
    if (typeof raw === 'boolean') value = yesNo(raw)
    else if (typeof raw === 'string') value = field.options ? labelOf(raw) : raw.trim()
    else if (Array.isArray(raw))
      value = raw.map((entry) => (typeof entry === 'string' ? labelOf(entry) : entry.name)).join(', ')
    if (value) lines.push({ name: field.name, label: field.label || field.name, value })
  }
  return lines
}
