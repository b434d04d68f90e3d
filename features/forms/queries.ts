'use client'

import { useMemo, useState } from 'react'
import { z } from 'zod'

import { ApiHttpError, apiRequest } from '@/lib/api/client'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { useBusy, useBusyMutation } from '@/lib/query/busy'

import type { FormSubmitted } from './types'

/** Success needs the answer's data: the stored id and the thanks. */
export const ZFormSubmitted = z.object({ id: z.union([z.number(), z.string()]), message: z.string() })

/** Why the last submit failed: the server's messages (field ones carry meta.fields), or none (then the general error text). */
export type FormSubmitError = { messages: ApiMessage[] }

type Submit = { url: string; body: FormData; locale?: string }

/**
 * The submit of one form on the page (`formKey` tells the forms of a page
 * apart; each has its own busy flag). A failed submit only clears the
 * running flag and keeps the server's messages for the form to show
 * (nothing is notified); success keeps the answer.
 */
export function useFormSubmit(formKey: string) {
  const slice = ['forms', formKey]
  // An error that arose before posting (no captcha token).
  const [localError, setLocalError] = useState<FormSubmitError | null>(null)
  const mutation = useBusyMutation({
    slice,
    name: 'submit',
    exclusive: true,
    onMutate: () => setLocalError(null),
    mutationFn: async ({ url, body, locale }: Submit): Promise<FormSubmitted> =>
      (
        await apiRequest('POST', url, {
          call: { store: 'forms', action: 'submit' },
          body,
          locale,
          schema: ZFormSubmitted,
          showMessages: false,
          timeoutMs: 120_000,
        })
      ).data,
  })
  const failure = mutation.error
  const requestError = useMemo<FormSubmitError | null>(
    () => (failure ? { messages: failure instanceof ApiHttpError ? failure.messages : [] } : null),
    [failure],
  )
  return {
    busy: useBusy(slice),
    /** Set once a submit succeeded. */
    submitted: mutation.isSuccess,
    result: mutation.data ?? null,
    /** The failure of the last submit; null before and after a success. */
    error: localError ?? requestError,
    /** Posts the body; resolves the answer, or null (never throws). */
    submit: async (url: string, body: FormData, locale?: string) =>
      (await mutation.run({ url, body, locale })) ?? null,
    /** Shows an error that arose before posting. */
    fail: setLocalError,
  }
}
