import { createStore } from 'zustand/vanilla'

import type { FormValues } from '@/features/forms/types'

import { PRODUCT_LINE_FIELD, type ContactProcess, type ProcessValues, type StepConfig } from './types'

/** A step configuration's identity: form steps differ per chosen product line. */
export const stepKey = (stepId: string, productLine: string | null) => `${stepId}|${productLine ?? ''}`

/** The product line chosen on a productLine step of the path so far (the value named productLine holds the chosen id). */
export function productLineOf(values: ProcessValues, history: readonly string[]): string | null {
  for (const stepId of history) {
    const value = values[stepId]?.[PRODUCT_LINE_FIELD]
    if (typeof value === 'string' && value) return value
  }
  return null
}

/** Where a step leads with its values: the chosen option's own target, else the step's next step. */
export function nextStepOf(step: StepConfig, values: FormValues | undefined): string | null {
  if (step.type === 'iconButton') {
    const chosen = values?.[step.fieldName]
    const option = step.options.find((candidate) => candidate.id === chosen)
    return option ? (option.nextStepId ?? step.nextStepId) : null
  }
  return step.type === 'formConfig' || step.type === 'formSubmit' ? step.nextStepId : null
}

/** Steps from `from` to the end following each step's default next step (the progress "of N"). */
export function remainingSteps(contactProcess: Pick<ContactProcess, 'steps'>, from: string): number {
  const byId = new Map(contactProcess.steps.map((step) => [step.stepId, step]))
  const seen = new Set<string>()
  let current: string | null = from
  while (current !== null && byId.has(current) && !seen.has(current)) {
    seen.add(current)
    const step: ContactProcess['steps'][number] = byId.get(current)!
    current = step.type === 'button' || step.type === 'Overview' ? null : step.nextStepId
  }
  return seen.size
}

/**
 * Where the visitor is in the process: client state only (the step
 * configurations are React Query's, `queries.ts`). The walk moves on once
 * the next step's configuration is there.
 */
export type ContactWalkState = {
  /** The step shown now. */
  current: string
  /** The steps walked before the current one, first step first (Back pops it). */
  history: string[]
  /** Every step's values the visitor gave, kept when going back or changing a step. */
  values: ProcessValues
  /** The next step's configuration could not be loaded. */
  loadFailed: boolean
  /** Records a step's values. */
  record: (stepId: string, values: FormValues) => void
  /** Puts `stepId` at the end of the path walked (before loading where it leads). */
  leave: (stepId: string) => void
  /** Shows the loaded next step, or takes the last step back off the path when it failed. */
  arrive: (next: string | null) => void
  back: () => void
  /** Returns to an earlier step of the path (Overview's "Ändern"). */
  goTo: (stepId: string) => void
  restart: () => void
}

export function createContactWalkStore(contactProcess: Pick<ContactProcess, 'firstStepId'>) {
  return createStore<ContactWalkState>()((set, get) => ({
    current: contactProcess.firstStepId,
    history: [],
    values: {},
    loadFailed: false,
    record: (stepId, stepValues) => set((state) => ({ values: { ...state.values, [stepId]: stepValues } })),
    leave: (stepId) =>
      set((state) => ({ history: [...state.history.filter((id) => id !== stepId), stepId] })),
    arrive: (next) =>
      set((state) =>
        next
          ? { current: next, loadFailed: false }
          : { history: state.history.slice(0, -1), loadFailed: true },
      ),
    back: () => {
      const { history } = get()
      if (!history.length) return
      set({ current: history.at(-1)!, history: history.slice(0, -1), loadFailed: false })
    },
    goTo: (stepId) => {
      const { history } = get()
      const index = history.indexOf(stepId)
      if (index < 0) return
      set({ current: stepId, history: history.slice(0, index) })
    },
    restart: () => set({ current: contactProcess.firstStepId, history: [], values: {}, loadFailed: false }),
  }))
}

export type ContactWalkStore = ReturnType<typeof createContactWalkStore>
