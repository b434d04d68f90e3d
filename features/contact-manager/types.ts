/**
 * The contact process (the communication process) as the browser and the
 * API see it: a tenant's process is a small graph of steps, each named by a
 * stable `stepId`. A visitor walks from `firstStepId` along the chosen
 * options / `nextStepId`s and ends on a `button` step (a link that leaves the
 * process) or on the `Overview` step, which sends the request.
 */
import type { FormDefinition, FormValues } from '@/features/forms/types'

/** The step types, spelled as the API answers them (`Overview` with a capital O). */
export const STEP_TYPES = ['iconButton', 'formConfig', 'formSubmit', 'button', 'Overview'] as const
export type StepType = (typeof STEP_TYPES)[number]

/** The value name that holds the chosen product line's id. */
export const PRODUCT_LINE_FIELD = 'productLine'
/** The value name of the topic chosen on the first step (stored on the request for editors to sort by). */
export const TOPIC_FIELD = 'topic'
/** Default name of the select on a form step whose options become the products of the chosen product line. */
export const PRODUCT_FIELD = 'product'

/** Where an iconButton step takes its options from: the editor's list, or the tenant's product lines. */
export const OPTION_SOURCES = ['options', 'productLines'] as const
export type OptionSource = (typeof OPTION_SOURCES)[number]

export const STEP_ID_PATTERN = /^[a-z][a-zA-Z0-9_-]{0,39}$/

/** One choice of an iconButton step; `nextStepId` null means "the step's own next step". */
export type StepOption = { id: string; label: string; icon: string | null; nextStepId: string | null }

/** A step as the process list describes it (enough to draw the progress and to navigate). */
export type ProcessStepSummary = {
  stepId: string
  type: StepType
  title: string
  /** Where the step leads when no option decides it (formConfig, formSubmit, iconButton over product lines). */
  nextStepId: string | null
}

/** GET /api/contact-manager: the tenant's communication process. */
export type ContactProcess = {
  id: number
  title: string
  intro: string | null
  firstStepId: string
  steps: ProcessStepSummary[]
}

/** GET /api/contact-manager/process-step: one step, fully resolved for the chosen product line. */
export type StepConfig =
  | (ProcessStepSummary & {
      type: 'iconButton'
      text: string | null
      fieldName: string
      options: StepOption[]
    })
  | (ProcessStepSummary & { type: 'formConfig' | 'formSubmit'; text: string | null; form: FormDefinition })
  | (ProcessStepSummary & { type: 'button'; text: string | null; button: { label: string; href: string } })
  | (ProcessStepSummary & { type: 'Overview'; text: string | null; sendLabel: string })

/** What the browser sends: per step id, the values of that step (iconButton: `{ [fieldName]: optionId }`). */
export type ProcessValues = Record<string, FormValues>

/** POST /api/contact-manager/submit answers this in `data`. */
export type ContactSubmitted = { id: number; message: string }
