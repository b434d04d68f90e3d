import type { FormValues } from '@/features/forms/types'

import {
  PRODUCT_LINE_FIELD,
  STEP_ID_PATTERN,
  STEP_TYPES,
  type OptionSource,
  type ProcessValues,
  type StepType,
} from './types'

/**
 * The process as a graph, as far as navigation needs it: both the browser
 * (progress, going back, the overview) and the server (checking the whole
 * path before storing a request) walk it with the same functions.
 */
export type GraphStep = {
  stepId: string
  type: StepType
  nextStepId: string | null
  /** iconButton: the value it fills and where its options come from. */
  fieldName?: string
  optionSource?: OptionSource
  options?: { id: string; nextStepId: string | null }[]
}
export type ProcessGraph = { firstStepId: string; steps: GraphStep[] }

export type PathProblem =
  | { kind: 'missing-choice'; stepId: string; field: string }
  | { kind: 'unknown-option'; stepId: string; field: string; value: string }
  | { kind: 'unknown-step'; stepId: string }
  | { kind: 'loop'; stepId: string }
  | { kind: 'dead-end'; stepId: string }
  | { kind: 'ends-on-button'; stepId: string }

export type WalkResult = { ok: true; path: string[] } | { ok: false; path: string[]; problem: PathProblem }

const chosen = (values: FormValues | undefined, field: string): string | null => {
  const value = values?.[field]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/**
 * Where a step leads with the given values: the chosen option's own target
 * (else the step's next step); null when an iconButton has no valid choice
 * yet. `productLineIds` are the ids an iconButton over product lines accepts.
 */
export function nextStep(
  step: GraphStep,
  values: FormValues | undefined,
  productLineIds: readonly string[],
): { ok: true; stepId: string | null } | { ok: false; problem: PathProblem } {
  if (step.type === 'button' || step.type === 'Overview') return { ok: true, stepId: null }
  if (step.type !== 'iconButton') return { ok: true, stepId: step.nextStepId }
  const field = step.fieldName || step.stepId
  const value = chosen(values, field)
  if (value === null) return { ok: false, problem: { kind: 'missing-choice', stepId: step.stepId, field } }
  if (step.optionSource === 'productLines') {
    return productLineIds.includes(value)
      ? { ok: true, stepId: step.nextStepId }
      : { ok: false, problem: { kind: 'unknown-option', stepId: step.stepId, field, value } }
  }
  const option = (step.options ?? []).find((candidate) => candidate.id === value)
  if (!option) return { ok: false, problem: { kind: 'unknown-option', stepId: step.stepId, field, value } }
  return { ok: true, stepId: option.nextStepId ?? step.nextStepId }
}

/**
 * Follows the visitor's choices from the first step. A complete path ends on
 * the Overview step; a choice that does not exist, a missing choice, a step
 * that leads nowhere, a loop or a path ending on a link-only button step are
 * problems (the server refuses such a request).
 */
export function walkPath(
  graph: ProcessGraph,
  values: ProcessValues,
  productLineIds: readonly string[],
): WalkResult {
  const byId = new Map(graph.steps.map((step) => [step.stepId, step]))
  const path: string[] = []
  let current: string | null = graph.firstStepId
  while (current !== null) {
    const step = byId.get(current)
    if (!step) return { ok: false, path, problem: { kind: 'unknown-step', stepId: current } }
    if (path.includes(current)) return { ok: false, path, problem: { kind: 'loop', stepId: current } }
    path.push(current)
    if (step.type === 'Overview') return { ok: true, path }
    if (step.type === 'button')
      return { ok: false, path, problem: { kind: 'ends-on-button', stepId: current } }
    const next = nextStep(step, values[current], productLineIds)
    if (!next.ok) return { ok: false, path, problem: next.problem }
    if (next.stepId === null) return { ok: false, path, problem: { kind: 'dead-end', stepId: current } }
    current = next.stepId
  }
  return { ok: false, path, problem: { kind: 'dead-end', stepId: path.at(-1) ?? graph.firstStepId } }
}

/**
 * The steps still ahead of `from` for the progress indicator: follows the
 * values given so far and, where nothing is chosen yet, the step's default
 * next step (else its first option). Stops at the end or on a loop.
 */
export function plannedSteps(
  graph: ProcessGraph,
  from: string,
  values: ProcessValues,
  productLineIds: readonly string[],
): string[] {
  const byId = new Map(graph.steps.map((step) => [step.stepId, step]))
  const ahead: string[] = []
  let current: string | null = from
  while (current !== null && !ahead.includes(current)) {
    const step = byId.get(current)
    if (!step) break
    ahead.push(current)
    const next = nextStep(step, values[current], productLineIds)
    current = next.ok ? next.stepId : (step.nextStepId ?? step.options?.[0]?.nextStepId ?? null)
  }
  return ahead
}

/** The product line chosen on the path (the value named productLine of any step), or null. */
export function chosenProductLine(graph: ProcessGraph, values: ProcessValues): string | null {
  for (const step of graph.steps) {
    if (step.type !== 'iconButton' || (step.fieldName || step.stepId) !== PRODUCT_LINE_FIELD) continue
    const value = chosen(values[step.stepId], PRODUCT_LINE_FIELD)
    if (value) return value
  }
  return null
}

/** An editor's mistakes in a process (the CMS refuses to save them): ids, references, options, one Overview reachable. */
export function processProblems(graph: ProcessGraph): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  for (const step of graph.steps) {
    if (!STEP_ID_PATTERN.test(step.stepId))
      problems.push(
        `Step id "${step.stepId}" must start with a lower-case letter and contain only letters, digits, - and _.`,
      )
    if (ids.has(step.stepId)) problems.push(`Step id "${step.stepId}" is used twice.`)
    ids.add(step.stepId)
    if (!(STEP_TYPES as readonly string[]).includes(step.type))
      problems.push(`Step "${step.stepId}" has an unknown type.`)
  }
  if (!ids.has(graph.firstStepId))
    problems.push(`The first step "${graph.firstStepId}" is not a step of this process.`)
  const target = (from: string, to: string | null) => {
    if (to !== null && !ids.has(to))
      problems.push(`Step "${from}" leads to "${to}", which is not a step of this process.`)
  }
  for (const step of graph.steps) {
    target(step.stepId, step.nextStepId)
    if (step.type === 'iconButton') {
      if (step.optionSource !== 'productLines') {
        if (!step.options?.length) problems.push(`Step "${step.stepId}" needs at least one option.`)
        const optionIds = new Set<string>()
        for (const option of step.options ?? []) {
          if (optionIds.has(option.id))
            problems.push(`Step "${step.stepId}": option id "${option.id}" is used twice.`)
          optionIds.add(option.id)
          target(step.stepId, option.nextStepId)
          if (option.nextStepId === null && step.nextStepId === null)
            problems.push(
              `Step "${step.stepId}": option "${option.id}" leads nowhere (give it or the step a next step).`,
            )
        }
      } else if (step.nextStepId === null) problems.push(`Step "${step.stepId}" needs a next step.`)
    }
    if ((step.type === 'formConfig' || step.type === 'formSubmit') && step.nextStepId === null)
      problems.push(`Step "${step.stepId}" needs a next step.`)
  }
  if (graph.steps.filter((step) => step.type === 'Overview').length !== 1)
    problems.push('A process needs exactly one Overview step (it sends the request).')
  return problems
}
