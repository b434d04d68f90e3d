import type { ProcessGraph } from './navigation'
import { OPTION_SOURCES, STEP_TYPES, type OptionSource, type StepType } from './types'

/** A process step as the CMS stores it (`contact-processes.steps` rows). */
export type StepRow = {
  stepId?: string | null
  type?: string | null
  title?: string | null
  text?: string | null
  nextStep?: string | null
  fieldName?: string | null
  optionSource?: string | null
  options?:
    | { optionId?: string | null; label?: string | null; icon?: string | null; nextStep?: string | null }[]
    | null
  form?: number | { id: number } | null
  productField?: string | null
  buttonLabel?: string | null
  link?: string | null
  sendLabel?: string | null
}

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '')
const orNull = (value: string | null | undefined) => text(value) || null

/** The navigation graph of CMS rows (shared by the CMS's own check and the server). */
export function graphFromRows(
  firstStep: string | null | undefined,
  rows: readonly StepRow[] | null | undefined,
): ProcessGraph {
  return {
    firstStepId: text(firstStep),
    steps: (rows ?? []).map((row) => {
      const type = (STEP_TYPES as readonly string[]).includes(row.type ?? '')
        ? (row.type as StepType)
        : ('' as StepType)
      const optionSource: OptionSource = (OPTION_SOURCES as readonly string[]).includes(
        row.optionSource ?? '',
      )
        ? (row.optionSource as OptionSource)
        : 'options'
      return {
        stepId: text(row.stepId),
        type,
        nextStepId: orNull(row.nextStep),
        ...(type === 'iconButton'
          ? {
              fieldName: text(row.fieldName) || text(row.stepId),
              optionSource,
              options: (row.options ?? []).map((option) => ({
                id: text(option.optionId),
                nextStepId: orNull(option.nextStep),
              })),
            }
          : {}),
      }
    }),
  }
}
