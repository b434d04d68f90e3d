'use client'

import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { z } from 'zod'

import type { FormValues } from '@/features/forms/types'
import { ApiHttpError, apiRequest } from '@/lib/api/client'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { useBusy, useBusyMutation } from '@/lib/query/busy'
import { useServerData } from '@/lib/query/server-data'

import type { ContactProcess, ContactSubmitted, StepConfig } from './types'
import { createContactWalkStore, nextStepOf, productLineOf } from './walk'

export const ZContactSubmitted = z.object({ id: z.number(), message: z.string() })

/** The contact process's requests: the scope of its busy flag. */
export const CONTACT_MANAGER_SCOPE = ['contactManager'] as const

export const contactManagerKeys = {
  /** A step's configuration (form steps differ per chosen product line). */
  step: (processId: number, stepId: string, productLine: string | null) =>
    [...CONTACT_MANAGER_SCOPE, 'step', processId, stepId, productLine ?? ''] as const,
}

const stepQuery = (processId: number, stepId: string, productLine: string | null, locale: string) => ({
  queryKey: contactManagerKeys.step(processId, stepId, productLine),
  queryFn: async () =>
    (
      await apiRequest<StepConfig>('GET', '/api/contact-manager/process-step', {
        call: { store: 'contactManager', action: 'step' },
        query: { processId, stepId, productLine },
        locale,
        showMessages: false,
      })
    ).data,
  // A process's step configurations do not change while the visitor walks it.
  staleTime: Infinity,
  retry: false,
})

export type ContactProcessFlow = ReturnType<typeof useContactProcess>

/**
 * The contact process of a page: the walk (current step, path, values) is
 * client state in a Zustand store; each step's configuration is a query,
 * the first one handed over by the server; the send is a busy mutation
 * whose failure keeps every value and shows the server's messages.
 */
export function useContactProcess({
  process: contactProcess,
  firstStep,
  locale,
}: {
  process: ContactProcess
  firstStep: StepConfig | null
  locale: string
}) {
  const client = useQueryClient()
  const processId = contactProcess.id
  useServerData(contactManagerKeys.step(processId, contactProcess.firstStepId, null), firstStep ?? undefined)
  const [walk] = useState(() => createContactWalkStore(contactProcess))
  const { current, history, values } = useStore(walk)
  const productLine = productLineOf(values, history)
  // The configurations of the path walked and the current step, as far as loaded (the overview lists the path's answers).
  const stepIds = useMemo(() => [...history, current], [history, current])
  const configs = useQueries({
    queries: stepIds.map((stepId) => ({
      ...stepQuery(processId, stepId, productLine, locale),
      enabled: false,
    })),
  })
  const fallback = useQueries({
    queries: stepIds.map((stepId) => ({ ...stepQuery(processId, stepId, null, locale), enabled: false })),
  })
  /** A step's configuration for the chosen product line, else the one without. */
  const stepOf = (stepId: string): StepConfig | null => {
    const index = stepIds.indexOf(stepId)
    return index < 0 ? null : (configs[index]?.data ?? fallback[index]?.data ?? null)
  }

  const send = useBusyMutation({
    slice: CONTACT_MANAGER_SCOPE,
    name: 'send',
    exclusive: true,
    mutationFn: async ({
      username,
      captchaToken,
      sendLocale,
    }: {
      username: string
      captchaToken: string
      sendLocale: string
    }): Promise<ContactSubmitted> => {
      const state = walk.getState()
      const path = [...state.history, state.current]
      const pathValues = Object.fromEntries(
        path.filter((stepId) => state.values[stepId]).map((stepId) => [stepId, state.values[stepId]!]),
      )
      const { data } = await apiRequest('POST', '/api/contact-manager/submit', {
        call: { store: 'contactManager', action: 'submit' },
        body: { processId, values: pathValues, username, captchaToken },
        locale: sendLocale,
        schema: ZContactSubmitted,
        showMessages: false,
      })
      return data
    },
  })
  // An error that arose before sending (no captcha token).
  const [localSendError, setLocalSendError] = useState<ApiMessage[] | null>(null)
  const failure = send.error
  const requestError = useMemo(
    () => (failure ? (failure instanceof ApiHttpError ? failure.messages : []) : null),
    [failure],
  )
  const busy = useBusy(CONTACT_MANAGER_SCOPE)

  return {
    walk,
    process: contactProcess,
    current,
    history,
    values,
    loadFailed: useStore(walk, (state) => state.loadFailed),
    busy,
    stepOf,
    /** The answer of a successful send: the confirmation shows. */
    submitted: send.data ?? null,
    /** Why the last send failed (the server's messages; empty: only the general text). */
    sendError: localSendError ?? requestError,
    /** Records a step's values and goes on to the step they lead to, once its configuration is loaded. */
    complete: async (stepId: string, stepValues: FormValues) => {
      walk.getState().record(stepId, stepValues)
      setLocalSendError(null)
      send.reset()
      const state = walk.getState()
      const line = productLineOf(state.values, state.history)
      const step =
        client.getQueryData<StepConfig>(contactManagerKeys.step(processId, stepId, line)) ??
        client.getQueryData<StepConfig>(contactManagerKeys.step(processId, stepId, null))
      if (!step) return
      const next = nextStepOf(step, stepValues)
      if (!next) return
      walk.getState().leave(stepId)
      const after = walk.getState()
      try {
        await client.fetchQuery(
          stepQuery(processId, next, productLineOf(after.values, after.history), locale),
        )
        walk.getState().arrive(next)
      } catch {
        walk.getState().arrive(null)
      }
    },
    back: () => {
      setLocalSendError(null)
      send.reset()
      walk.getState().back()
    },
    goTo: (stepId: string) => {
      setLocalSendError(null)
      send.reset()
      walk.getState().goTo(stepId)
    },
    /** Sends the path's values; never throws (errors land in sendError, values stay). */
    send: async (extra: { username: string; captchaToken: string }, sendLocale: string) => {
      setLocalSendError(null)
      await send.run({ ...extra, sendLocale })
    },
    failSend: setLocalSendError,
    restart: () => {
      setLocalSendError(null)
      send.reset()
      walk.getState().restart()
    },
  }
}
