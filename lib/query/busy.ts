'use client'

import {
  useIsFetching,
  useIsMutating,
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

/**
 * The busy / in-flight model on top of React Query (docs/rules.md "Busy while
 * a request runs").
 *
 * A slice's requests share a scope: the first part of every query and
 * mutation key of the slice (`['contacts']`, `['b2bCart']`). A request is
 * named by the next part (`['contacts', 'select']`). The slice is busy while
 * any of its queries fetches or any of its mutations runs; the flag clears
 * whether the request succeeds or fails (React Query settles both). Errors
 * are reported by the API client (`lib/api/client.ts`: redirect, messages or
 * the unknown-error text) before a mutation sees them, so `run` only has to
 * resolve `undefined`.
 */
export type BusyScope = readonly string[]

/** Whether anything of the scope runs now (for a click handler: no render needed). */
export function isBusy(client: QueryClient, scope: BusyScope): boolean {
  return client.isMutating({ mutationKey: scope }) + client.isFetching({ queryKey: scope }) > 0
}

/** The scope's busy flag: any of its queries fetching or mutations running. */
export function useBusy(scope: BusyScope): boolean {
  return useIsMutating({ mutationKey: scope }) + useIsFetching({ queryKey: scope }) > 0
}

/** Whether the named request of a scope runs (a query `[...scope, name, …]` or a mutation `[...scope, name]`). */
export function useRunning(scope: BusyScope, name: string): boolean {
  return useIsMutating({ mutationKey: [...scope, name] }) + useIsFetching({ queryKey: [...scope, name] }) > 0
}

/** The variables of the named mutation's runs now in flight (e.g. which line is being saved). */
export function usePendingVariables<TVariables>(scope: BusyScope, name: string): TVariables[] {
  return useMutationState({
    filters: { mutationKey: [...scope, name], status: 'pending' },
    select: (mutation) => mutation.state.variables as TVariables,
  })
}

export type BusyMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, unknown, TVariables, TContext>,
  'mutationKey' | 'scope'
> & {
  /** The slice's scope; the mutation's key is `[...slice, name]`. */
  slice: BusyScope
  /** The request's name. */
  name: string
  /**
   * Refused while anything of the scope runs (a double submit, or choosing
   * again while a choice is being sent): `run` resolves undefined
   * without a request.
   */
  exclusive?: boolean
  /** Refused while this hook's own request runs (one button's double click; other buttons of the slice stay free). */
  single?: boolean
}

/**
 * `useMutation` with the busy model: keyed into its slice's scope, never
 * retried (a write is sent once), and `run(variables)` that resolves the
 * answer's data, or `undefined` when the request failed (the API client has
 * shown why; `error` holds it) or was refused as a double submit.
 */
export function useBusyMutation<TData, TVariables = void, TContext = unknown>({
  slice,
  name,
  exclusive = false,
  single = false,
  ...options
}: BusyMutationOptions<TData, TVariables, TContext>) {
  const client = useQueryClient()
  const mutation = useMutation<TData, unknown, TVariables, TContext>({
    retry: false,
    ...options,
    mutationKey: [...slice, name],
  })
  const { mutateAsync } = mutation
  const scopeKey = JSON.stringify(slice)
  // This hook's runs in flight, counted at once (React Query's state reaches the render a moment later).
  const running = useRef(0)
  const run = useCallback(
    async (variables: TVariables): Promise<TData | undefined> => {
      if (exclusive && isBusy(client, JSON.parse(scopeKey) as BusyScope)) return undefined
      if (single && running.current > 0) return undefined
      running.current += 1
      try {
        return await mutateAsync(variables)
      } catch {
        return undefined
      } finally {
        running.current -= 1
      }
    },
    [client, exclusive, single, mutateAsync, scopeKey],
  )
  return { ...mutation, run }
}
