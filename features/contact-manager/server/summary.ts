import type { FormField, FormValues } from '@/features/forms/types'

import { answerLines } from '../answers'

export type SummaryStep = {
  title: string
  answers?: { label: string; value: string }[]
  fields?: readonly FormField[]
  values?: FormValues
}

/** The request as editors read it in the CMS and the recipients in the mail: each step's title, then "Label: answer" lines. */
export function requestSummary(steps: readonly SummaryStep[], format: (value: boolean) => string): string {
  return steps
    .map((step) => {
      const lines =
        step.answers ?? (step.fields && step.values ? answerLines(step.fields, step.values, format) : [])
      return [step.title, ...lines.map((line) => `  ${line.label}: ${line.value}`)].join('\n')
    })
    .join('\n\n')
}
