import { describe, expect, it } from 'vitest'

import {
  chosenProductLine,
  nextStep,
  plannedSteps,
  processProblems,
  walkPath,
  type ProcessGraph,
} from './navigation'
import { graphFromRows } from './rows'

const graph: ProcessGraph = {
  firstStepId: 'topic',
  steps: [
    {
      stepId: 'topic',
      type: 'iconButton',
      nextStepId: 'productLine',
      fieldName: 'topic',
      optionSource: 'options',
      options: [
        { id: 'advice', nextStepId: null },
        { id: 'vehicle', nextStepId: 'oilFinder' },
      ],
    },
    {
      stepId: 'productLine',
      type: 'iconButton',
      nextStepId: 'details',
      fieldName: 'productLine',
      optionSource: 'productLines',
    },
    { stepId: 'details', type: 'formConfig', nextStepId: 'contact' },
    { stepId: 'contact', type: 'formSubmit', nextStepId: 'overview' },
    { stepId: 'overview', type: 'Overview', nextStepId: null },
    { stepId: 'oilFinder', type: 'button', nextStepId: null },
  ],
}
const LINES = ['11', '12']
const complete = {
  topic: { topic: 'advice' },
  productLine: { productLine: '12' },
  details: { message: 'x' },
  contact: { email: 'a@b.ch' },
}

describe('walkPath', () => {
  it('follows the chosen options to the Overview step', () => {
    expect(walkPath(graph, complete, LINES)).toEqual({
      ok: true,
      path: ['topic', 'productLine', 'details', 'contact', 'overview'],
    })
  })

  it('refuses an option the step does not offer, naming step and field', () => {
    expect(walkPath(graph, { ...complete, topic: { topic: 'complaint' } }, LINES)).toMatchObject({
      ok: false,
      problem: { kind: 'unknown-option', stepId: 'topic', field: 'topic', value: 'complaint' },
    })
  })

  it('refuses a product line that is not one of the tenant', () => {
    expect(walkPath(graph, { ...complete, productLine: { productLine: '99' } }, LINES)).toMatchObject({
      ok: false,
      problem: { kind: 'unknown-option', stepId: 'productLine', field: 'productLine' },
    })
  })

  it('refuses a path with a missing choice', () => {
    const { productLine: _skipped, ...rest } = complete
    expect(walkPath(graph, rest, LINES)).toMatchObject({
      ok: false,
      path: ['topic', 'productLine'],
      problem: { kind: 'missing-choice', stepId: 'productLine' },
    })
    expect(walkPath(graph, { ...complete, topic: { topic: '  ' } }, LINES)).toMatchObject({
      ok: false,
      problem: { kind: 'missing-choice', stepId: 'topic' },
    })
  })

  it('refuses a path that ends on a link-only button step (nothing to send)', () => {
    expect(walkPath(graph, { ...complete, topic: { topic: 'vehicle' } }, LINES)).toMatchObject({
      ok: false,
      problem: { kind: 'ends-on-button', stepId: 'oilFinder' },
    })
  })

  it('refuses loops and steps that lead nowhere', () => {
    const looping: ProcessGraph = {
      firstStepId: 'a',
      steps: [
        { stepId: 'a', type: 'formConfig', nextStepId: 'b' },
        { stepId: 'b', type: 'formConfig', nextStepId: 'a' },
      ],
    }
    expect(walkPath(looping, {}, [])).toMatchObject({ ok: false, problem: { kind: 'loop', stepId: 'a' } })
    const deadEnd: ProcessGraph = {
      firstStepId: 'a',
      steps: [{ stepId: 'a', type: 'formConfig', nextStepId: null }],
    }
    expect(walkPath(deadEnd, {}, [])).toMatchObject({ ok: false, problem: { kind: 'dead-end', stepId: 'a' } })
    expect(walkPath({ firstStepId: 'x', steps: [] }, {}, [])).toMatchObject({
      ok: false,
      problem: { kind: 'unknown-step', stepId: 'x' },
    })
  })
})

describe('nextStep', () => {
  it('takes the option’s own target, else the step’s next step', () => {
    expect(nextStep(graph.steps[0]!, { topic: 'vehicle' }, LINES)).toEqual({ ok: true, stepId: 'oilFinder' })
    expect(nextStep(graph.steps[0]!, { topic: 'advice' }, LINES)).toEqual({ ok: true, stepId: 'productLine' })
    expect(nextStep(graph.steps[2]!, {}, LINES)).toEqual({ ok: true, stepId: 'contact' })
  })
})

describe('plannedSteps', () => {
  it('plans ahead along the default next steps where nothing is chosen yet', () => {
    expect(plannedSteps(graph, 'topic', {}, LINES)).toEqual([
      'topic',
      'productLine',
      'details',
      'contact',
      'overview',
    ])
    expect(plannedSteps(graph, 'topic', { topic: { topic: 'vehicle' } }, LINES)).toEqual([
      'topic',
      'oilFinder',
    ])
  })
})

describe('chosenProductLine', () => {
  it('reads the value named productLine (the chosen line id), null before it is chosen', () => {
    expect(chosenProductLine(graph, complete)).toBe('12')
    expect(chosenProductLine(graph, { topic: { topic: 'advice' } })).toBeNull()
  })
})

describe('processProblems', () => {
  it('accepts a sound process', () => {
    expect(processProblems(graph)).toEqual([])
  })

  it('names duplicate and malformed step ids, unknown targets and a missing first step', () => {
    const problems = processProblems({
      firstStepId: 'start',
      steps: [
        { stepId: 'Bad id', type: 'formConfig', nextStepId: 'overview' },
        { stepId: 'overview', type: 'Overview', nextStepId: null },
        { stepId: 'overview', type: 'formConfig', nextStepId: 'nowhere' },
      ],
    })
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"Bad id" must start'),
        expect.stringContaining('"overview" is used twice'),
        expect.stringContaining('first step "start"'),
        expect.stringContaining('leads to "nowhere"'),
      ]),
    )
  })

  it('needs options on an icon step, a next step on form steps and exactly one Overview', () => {
    const problems = processProblems({
      firstStepId: 'a',
      steps: [
        {
          stepId: 'a',
          type: 'iconButton',
          nextStepId: null,
          fieldName: 'topic',
          optionSource: 'options',
          options: [],
        },
        { stepId: 'b', type: 'formSubmit', nextStepId: null },
        {
          stepId: 'c',
          type: 'iconButton',
          nextStepId: null,
          fieldName: 'x',
          optionSource: 'options',
          options: [
            { id: 'o', nextStepId: null },
            { id: 'o', nextStepId: 'b' },
          ],
        },
      ],
    })
    expect(problems).toEqual(
      expect.arrayContaining([
        'Step "a" needs at least one option.',
        'Step "b" needs a next step.',
        'Step "c": option id "o" is used twice.',
        'Step "c": option "o" leads nowhere (give it or the step a next step).',
        'A process needs exactly one Overview step (it sends the request).',
      ]),
    )
  })
})

describe('graphFromRows', () => {
  it('reads CMS rows: trims ids, defaults an icon step’s field name to its id and empty targets to null', () => {
    expect(
      graphFromRows(' topic ', [
        {
          stepId: ' topic ',
          type: 'iconButton',
          nextStep: '',
          options: [{ optionId: ' a ', nextStep: ' overview ' }],
        },
        { stepId: 'overview', type: 'Overview' },
      ]),
    ).toEqual({
      firstStepId: 'topic',
      steps: [
        {
          stepId: 'topic',
          type: 'iconButton',
          nextStepId: null,
          fieldName: 'topic',
          optionSource: 'options',
          options: [{ id: 'a', nextStepId: 'overview' }],
        },
        { stepId: 'overview', type: 'Overview', nextStepId: null },
      ],
    })
  })
})
