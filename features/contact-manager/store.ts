import { z } from 'zod'
import { createStore } from 'zustand/vanilla'

import type { FormValues } from '@/features/forms/types'
import { ApiHttpError, apiRequest } from '@/lib/api/client'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { IDLE_REQUESTS, track, type RequestsState } from '@/lib/requests'

import { PRODUCT_LINE_FIELD, type ContactProcess, type ContactSubmitted, type ProcessValues, type StepConfig } from './types'

export const ZContactSubmitted = z.object({ id: z.number(), message: z.string() })

/** Cache key of a step configuration: form steps differ per chosen product line. */
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

export type ContactProcessState = RequestsState & {
  process: ContactProcess
  /** The step shown now. */
  current: string
  /** The steps walked before the current one, first step first (Back pops it). */
  history: string[]
  /** Every step's values the visitor gave, kept when going back or changing a step. */
  values: ProcessValues
  /** Step configurations loaded so far, by `stepKey`. */
  steps: Record<string, StepConfig>
  /** The step configuration could not be loaded. */
  loadFailed: boolean
  /** The answer of a successful send: the confirmation screen shows. */
  submitted: ContactSubmitted | null
  /** Why the last send failed (the server's messages; empty: only the general error text). */
  sendError: ApiMessage[] | null
  /** Records a step's values and goes on to the step they lead to. */
  complete: (stepId: string, values: FormValues) => Promise<void>
  back: () => void
  /** Returns to an earlier step of the path (Overview's "Ändern"). */
  goTo: (stepId: string) => void
  /** Sends the path's values; never throws (errors land in sendError, values stay). */
  send: (extra: { username: string; captchaToken: string }, locale: string) => Promise<void>
  failSend: (messages: ApiMessage[]) => void
  restart: () => void
}

export function createContactProcessStore(init: { process: ContactProcess; firstStep: StepConfig | null; locale: string }) {
  const { process: contactProcess, locale } = init
  const initialSteps = init.firstStep ? { [stepKey(init.firstStep.stepId, null)]: init.firstStep } : {}
  return createStore<ContactProcessState>()((set, get) => {
    const load = async (stepId: string) => {
      const productLine = productLineOf(get().values, get().history)
      const key = stepKey(stepId, productLine)
      if (get().steps[key]) return true
      try {
        const { data } = await track(set, 'step', () =>
          apiRequest<StepConfig>('GET', '/api/contact-manager/process-step', { call: { store: 'contactManager', action: 'step' }, query: { processId: contactProcess.id, stepId, productLine }, locale, showMessages: false }),
        )
        set((state) => ({ steps: { ...state.steps, [key]: data }, loadFailed: false }))
        return true
      } catch {
        set({ loadFailed: true })
        return false
      }
    }
    return {
      ...IDLE_REQUESTS,
      process: contactProcess,
      current: contactProcess.firstStepId,
      history: [],
      values: {},
      steps: initialSteps,
      loadFailed: false,
      submitted: null,
      sendError: null,
      complete: async (stepId, stepValues) => {
        set((state) => ({ values: { ...state.values, [stepId]: stepValues }, sendError: null }))
        const state = get()
        const step = state.steps[stepKey(stepId, productLineOf(state.values, state.history))] ?? Object.values(state.steps).find((candidate) => candidate.stepId === stepId)
        if (!step) return
        const next = nextStepOf(step, stepValues)
        if (!next) return
        set((s) => ({ history: [...s.history.filter((id) => id !== stepId), stepId] }))
        if (await load(next)) set({ current: next })
        else set((s) => ({ history: s.history.slice(0, -1) }))
      },
      back: () => {
        const { history } = get()
        if (!history.length) return
        set({ current: history.at(-1)!, history: history.slice(0, -1), sendError: null, loadFailed: false })
      },
      goTo: (stepId) => {
        const { history } = get()
        const index = history.indexOf(stepId)
        if (index < 0) return
        set({ current: stepId, history: history.slice(0, index), sendError: null })
      },
      send: async ({ username, captchaToken }, sendLocale) => {
        const { history, values, current } = get()
        const path = [...history, current]
        const pathValues = Object.fromEntries(path.filter((stepId) => values[stepId]).map((stepId) => [stepId, values[stepId]!]))
        set({ sendError: null })
        try {
          const { data } = await track(set, 'send', () =>
            apiRequest('POST', '/api/contact-manager/submit', { call: { store: 'contactManager', action: 'submit' }, body: { processId: contactProcess.id, values: pathValues, username, captchaToken }, locale: sendLocale, schema: ZContactSubmitted, showMessages: false }),
          )
          set({ submitted: data })
        } catch (error) {
          set({ sendError: error instanceof ApiHttpError ? error.messages : [] })
        }
      },
      failSend: (messages) => set({ sendError: messages }),
      restart: () => set({ current: contactProcess.firstStepId, history: [], values: {}, submitted: null, sendError: null, loadFailed: false }),
    }
  })
}
