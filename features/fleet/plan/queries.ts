'use client'

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { useStoreB2BCart } from '@/features/carts/queries'
import { shoppingListsKeys } from '@/features/shopping-lists/queries'
import { apiRequest } from '@/lib/api/client'
import { useBusy, useBusyMutation } from '@/lib/query/busy'

import {
  FLEET_PLAN_CART_PATH,
  FLEET_PLAN_LIST_PATH,
  FLEET_PLAN_PATH,
  ZFleetPlan,
  ZPlanCartAdded,
  ZPlanListAdded,
  type FleetPlan,
  type PlanFiltersInput,
} from '../plan-schemas'

/** The oil plan's requests in the browser: the scope of their busy flag. */
export const FLEET_PLAN_SCOPE = ['fleetPlan'] as const

/** What a plan is asked for: the period and the filters (empty: none). */
export type PlanParams = { from: string; to: string; site: string; costCentre: string; kind: string }

export const fleetPlanKeys = {
  plan: (params: PlanParams) => [...FLEET_PLAN_SCOPE, 'plan', params] as const,
}

const call = (action: string) => ({ store: 'fleetPlan', action })

/** The body of the cart and list calls: the period and filters only (the server computes the plan again). */
export const planBody = (params: PlanParams) => ({
  from: params.from,
  to: params.to,
  filters: {
    ...(params.site ? { site: params.site } : {}),
    ...(params.costCentre ? { costCentre: params.costCentre } : {}),
    ...(params.kind ? { kind: params.kind as NonNullable<PlanFiltersInput['kind']> } : {}),
  },
})

/** The query of a plan (the address's parameters); empty filters are left out. */
export const planQuery = (params: PlanParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''))

/**
 * The plan of a period and filters: the page starts with the server's plan
 * (`initial` for its own parameters); another choice reads the plan anew and
 * keeps the last one on screen meanwhile.
 */
export function useFleetPlan(params: PlanParams, initial: { params: PlanParams; plan: FleetPlan }) {
  const isInitial = JSON.stringify(params) === JSON.stringify(initial.params)
  return useQuery({
    queryKey: fleetPlanKeys.plan(params),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', FLEET_PLAN_PATH, {
          query: planQuery(params),
          signal,
          schema: z.object({ plan: ZFleetPlan }),
          call: call('plan'),
        })
      ).data.plan,
    initialData: isInitial ? initial.plan : undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  })
}

/** Whether a plan action (cart, list) runs. */
export const useFleetPlanBusy = () => useBusy(FLEET_PLAN_SCOPE)

/** "Alles in den Warenkorb": the plan's packs into the cart; the header's badge follows, the API client shows the answer's message. */
export function usePlanToCart() {
  const storeCart = useStoreB2BCart()
  return useBusyMutation({
    slice: FLEET_PLAN_SCOPE,
    name: 'cart',
    exclusive: true,
    mutationFn: async (params: PlanParams) =>
      (
        await apiRequest('POST', FLEET_PLAN_CART_PATH, {
          body: planBody(params),
          schema: ZPlanCartAdded,
          call: call('cart'),
        })
      ).data,
    onSuccess: (data) => storeCart(data.cart),
  })
}

/** "Auf Merkliste setzen": onto an existing list or a new one; the dialog shows refusals itself. */
export function usePlanToList() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: FLEET_PLAN_SCOPE,
    name: 'list',
    exclusive: true,
    mutationFn: async ({
      params,
      target,
    }: {
      params: PlanParams
      target: { listId: number } | { name: string }
    }) =>
      (
        await apiRequest('POST', FLEET_PLAN_LIST_PATH, {
          body: { ...planBody(params), ...target },
          schema: ZPlanListAdded,
          call: call('list'),
          showMessages: false,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: shoppingListsKeys.lists }),
  })
}
