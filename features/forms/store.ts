import { z } from 'zod'
import { createStore } from 'zustand/vanilla'

import { ApiHttpError, apiRequest } from '@/lib/api/client'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { IDLE_REQUESTS, track, type RequestsState } from '@/lib/requests'

import type { FormSubmitted } from './types'

/** A submit succeeded only when the answer carries `data`: the stored id and the thanks. */
export const ZFormSubmitted = z.object({ id: z.union([z.number(), z.string()]), message: z.string() })

/** Why the last submit failed: the server's messages (field ones carry meta.fields), or none (then the standard error text). */
export type FormSubmitError = { messages: ApiMessage[] }

export type FormSubmitState = RequestsState & {
  /** Set once a submit succeeded. */
  submitted: boolean
  /** The answer of the successful submit. */
  result: FormSubmitted | null
  /** The failure of the last submit; null before and after a success. */
  error: FormSubmitError | null
  /** Posts the body; never throws (a failed submit only clears the running flag; the form shows the error). */
  submit: (url: string, body: FormData, locale?: string) => Promise<FormSubmitted | null>
  /** Shows an error that arose before posting (e.g. no captcha token). */
  fail: (error: FormSubmitError) => void
  /** Back to a fresh form. */
  reset: () => void
}

export function createFormStore() {
  return createStore<FormSubmitState>()((set) => ({
    ...IDLE_REQUESTS,
    submitted: false,
    result: null,
    error: null,
    submit: async (url, body, locale) => {
      set({ error: null })
      try {
        const { data } = await track(set, 'submit', () => apiRequest('POST', url, { call: { store: 'forms', action: 'submit' }, body, locale, schema: ZFormSubmitted, showMessages: false, timeoutMs: 120_000 }))
        set({ submitted: true, result: data, error: null })
        return data
      } catch (error) {
        set({ error: { messages: error instanceof ApiHttpError ? error.messages : [] } })
        return null
      }
    },
    fail: (error) => set({ error }),
    reset: () => set({ submitted: false, result: null, error: null }),
  }))
}
