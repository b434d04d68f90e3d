import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { testQueryClient } from '@/tests/helpers/intl'

import { useContactProcess } from './queries'
import type { ContactProcess, StepConfig } from './types'
import { nextStepOf, productLineOf, remainingSteps } from './walk'

const process: ContactProcess = {
  id: 7,
  title: 'Kontakt',
  intro: null,
  firstStepId: 'topic',
  steps: [
    { stepId: 'topic', type: 'iconButton', title: 'Thema', nextStepId: 'productLine' },
    { stepId: 'productLine', type: 'iconButton', title: 'Produktlinie', nextStepId: 'details' },
    { stepId: 'details', type: 'formConfig', title: 'Ihr Anliegen', nextStepId: 'overview' },
    { stepId: 'overview', type: 'Overview', title: 'Übersicht', nextStepId: null },
    { stepId: 'oilFinder', type: 'button', title: 'Ölfinder', nextStepId: null },
  ],
}
const topic: StepConfig = {
  stepId: 'topic',
  type: 'iconButton',
  title: 'Thema',
  text: null,
  nextStepId: 'productLine',
  fieldName: 'topic',
  options: [
    { id: 'advice', label: 'Produktberatung', icon: 'info', nextStepId: null },
    { id: 'vehicle', label: 'Ölempfehlung', icon: 'oil', nextStepId: 'oilFinder' },
  ],
}
const lines: StepConfig = {
  stepId: 'productLine',
  type: 'iconButton',
  title: 'Produktlinie',
  text: null,
  nextStepId: 'details',
  fieldName: 'productLine',
  options: [{ id: '11', label: 'Motorenöle', icon: 'oil', nextStepId: 'details' }],
}
const details = (line: string): StepConfig => ({
  stepId: 'details',
  type: 'formConfig',
  title: `Anliegen ${line}`,
  text: null,
  nextStepId: 'overview',
  form: { id: '1', fields: [], submitUrl: '/api/contact-manager/submit' },
})
const overview: StepConfig = {
  stepId: 'overview',
  type: 'Overview',
  title: 'Übersicht',
  text: null,
  nextStepId: null,
  sendLabel: '',
}

/** A fake API answering step configurations (and recording the calls). */
function fakeApi(
  onSubmit: () => Response = () => Response.json({ data: { id: 5, message: 'Danke' } }, { status: 201 }),
) {
  const calls: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    calls.push(url.pathname + url.search)
    if (url.pathname.endsWith('/submit')) return onSubmit()
    const stepId = url.searchParams.get('stepId')
    const data =
      stepId === 'productLine'
        ? lines
        : stepId === 'details'
          ? details(url.searchParams.get('productLine') ?? '')
          : stepId === 'overview'
            ? overview
            : null
    return data
      ? Response.json({ data })
      : Response.json({ data: null, messages: [{ type: 'error', message: 'x' }] }, { status: 404 })
  })
  configureApiClient({ fetch: fetch as unknown as typeof globalThis.fetch })
  return { calls, fetch }
}

afterEach(() => resetApiClient())

describe('pure helpers', () => {
  it('productLineOf reads the chosen line from the steps walked so far only', () => {
    expect(productLineOf({ productLine: { productLine: '11' } }, ['topic', 'productLine'])).toBe('11')
    expect(productLineOf({ productLine: { productLine: '11' } }, ['topic'])).toBeNull()
  })

  it('nextStepOf follows an option’s own target and needs a valid choice', () => {
    expect(nextStepOf(topic, { topic: 'vehicle' })).toBe('oilFinder')
    expect(nextStepOf(topic, { topic: 'advice' })).toBe('productLine')
    expect(nextStepOf(topic, { topic: 'nope' })).toBeNull()
    expect(nextStepOf(overview, {})).toBeNull()
  })

  it('remainingSteps counts the steps to the end for the progress', () => {
    expect(remainingSteps(process, 'topic')).toBe(4)
    expect(remainingSteps(process, 'oilFinder')).toBe(1)
  })
})

/** The process hook as the FAQ page starts it: with the first step from the server. */
function start() {
  const client = testQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useContactProcess({ process, firstStep: topic, locale: 'de-ch' }), {
    wrapper,
  })
  return { getState: () => result.current }
}
/** Runs an action and lets React render its outcome. */
const run = (action: () => unknown) => act(async () => void (await action()))

describe('contact process (walk in Zustand, steps and send in React Query)', () => {
  it('walks forward loading each step for the chosen product line, and back again with the values kept', async () => {
    const { calls } = fakeApi()
    const store = start()
    await run(() => store.getState().complete('topic', { topic: 'advice' }))
    expect(store.getState()).toMatchObject({ current: 'productLine', history: ['topic'] })
    await run(() => store.getState().complete('productLine', { productLine: '11' }))
    expect(store.getState().current).toBe('details')
    expect(store.getState().stepOf('details')).toMatchObject({ title: 'Anliegen 11' })
    expect(calls.at(-1)).toBe('/api/contact-manager/process-step?processId=7&stepId=details&productLine=11')
    await run(() => store.getState().complete('details', { message: 'Hallo' }))
    expect(store.getState()).toMatchObject({
      current: 'overview',
      history: ['topic', 'productLine', 'details'],
    })
    await run(() => store.getState().back())
    expect(store.getState()).toMatchObject({
      current: 'details',
      history: ['topic', 'productLine'],
      values: { details: { message: 'Hallo' } },
    })
  })

  it('goTo returns to an earlier step and forgets the steps after it, not their values', async () => {
    fakeApi()
    const store = start()
    await run(() => store.getState().complete('topic', { topic: 'advice' }))
    await run(() => store.getState().complete('productLine', { productLine: '11' }))
    await run(() => store.getState().goTo('topic'))
    expect(store.getState()).toMatchObject({
      current: 'topic',
      history: [],
      values: { productLine: { productLine: '11' } },
    })
  })

  it('stays on the step and flags the failure when the next step cannot be loaded', async () => {
    configureApiClient({
      fetch: (async () => Response.json({ data: null }, { status: 500 })) as unknown as typeof fetch,
    })
    const store = start()
    await run(() => store.getState().complete('topic', { topic: 'advice' }))
    expect(store.getState()).toMatchObject({ current: 'topic', history: [], loadFailed: true })
    await waitFor(() => expect(store.getState().busy).toBe(false))
  })

  it('sends only the values of the path walked, then shows the confirmation', async () => {
    let body: unknown
    const { fetch } = fakeApi()
    fetch.mockImplementationOnce(async () => Response.json({ data: lines }))
    const store = start()
    await run(() => store.getState().complete('topic', { topic: 'advice' }))
    await run(() => store.getState().walk.getState().record('stale', { x: 'y' }))
    fetch.mockImplementationOnce(async (_url: unknown, init?: RequestInit) => {
      body = JSON.parse(String(init?.body))
      return Response.json({ data: { id: 5, message: 'Danke' } }, { status: 201 })
    })
    await run(() => store.getState().send({ username: '', captchaToken: 'token' }, 'de-ch'))
    expect(body).toEqual({
      processId: 7,
      values: { topic: { topic: 'advice' } },
      username: '',
      captchaToken: 'token',
    })
    await waitFor(() => expect(store.getState().submitted).toEqual({ id: 5, message: 'Danke' }))
  })

  it('keeps the values and records the server’s messages when sending fails, clearing the busy flag', async () => {
    fakeApi(() =>
      Response.json(
        {
          data: null,
          messages: [
            { type: 'error', message: 'Bitte prüfen', meta: { fields: ['values.details.message'] } },
          ],
        },
        { status: 400 },
      ),
    )
    const store = start()
    await run(() => store.getState().complete('topic', { topic: 'advice' }))
    await run(() => store.getState().send({ username: '', captchaToken: 'token' }, 'de-ch'))
    await waitFor(() =>
      expect(store.getState()).toMatchObject({
        submitted: null,
        busy: false,
        values: { topic: { topic: 'advice' } },
        sendError: [{ message: 'Bitte prüfen' }],
      }),
    )
    await run(() => store.getState().restart())
    expect(store.getState()).toMatchObject({ current: 'topic', history: [], values: {}, sendError: null })
  })
})
