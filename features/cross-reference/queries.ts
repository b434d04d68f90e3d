'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'

import {
  CROSS_REFERENCE_PATH,
  CROSS_REFERENCE_QUERY_MIN_LENGTH,
  CROSS_REFERENCE_SUGGESTION_PATH,
} from './constants'
import type { CrossReferenceAnswer, CrossReferenceSuggestion } from './types'

/** The cross-reference's requests: the scope of their busy flag. */
export const CROSS_REFERENCE_SCOPE = ['cross-reference'] as const

export const crossReferenceKeys = {
  answer: (q: string) => [...CROSS_REFERENCE_SCOPE, 'answer', q] as const,
  suggestion: (q: string) => [...CROSS_REFERENCE_SCOPE, 'suggestion', q] as const,
}

/**
 * The answer for a text (2 characters or more): the server's answer when the
 * page was opened with this text (`initial`), else asked for; the last answer
 * stays while a new one loads. Answers are the same for everyone: fresh for a minute.
 */
export function useCrossReference(q: string, initial: CrossReferenceAnswer | null | undefined) {
  return useQuery({
    queryKey: crossReferenceKeys.answer(q),
    enabled: q.length >= CROSS_REFERENCE_QUERY_MIN_LENGTH,
    initialData: initial ?? undefined,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<CrossReferenceAnswer>(CROSS_REFERENCE_PATH, {
        query: { q },
        signal,
        // The page shows "no match" itself.
        showMessages: false,
        call: { store: 'crossReference', action: 'answer' },
      }),
  })
}

/** The search's entry for a text (a competitor product, a brand or specifications), or null; never notifies. */
export async function fetchCrossReferenceSuggestion(
  q: string,
  signal?: AbortSignal,
): Promise<CrossReferenceSuggestion | null> {
  if (q.length < CROSS_REFERENCE_QUERY_MIN_LENGTH) return null
  try {
    const data = await api.get<{ suggestion: CrossReferenceSuggestion | null }>(
      CROSS_REFERENCE_SUGGESTION_PATH,
      {
        query: { q },
        signal,
        showMessages: false,
        call: { store: 'crossReference', action: 'suggestion' },
      },
    )
    return data.suggestion ?? null
  } catch {
    // The suggestion is an extra: the search's own results show without it.
    return null
  }
}

/** The suggestion for the search page's term (fresh for a minute); `initial`: the server's, when it found one (null: none). */
export function useCrossReferenceSuggestion(q: string, initial?: CrossReferenceSuggestion | null) {
  return useQuery({
    queryKey: crossReferenceKeys.suggestion(q),
    enabled: q.length >= CROSS_REFERENCE_QUERY_MIN_LENGTH,
    initialData: initial,
    staleTime: 60_000,
    queryFn: ({ signal }) => fetchCrossReferenceSuggestion(q, signal),
  })
}
