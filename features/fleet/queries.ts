'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { z } from 'zod'

import { tableListKeys } from '@/features/table-lists/queries'
import { apiRequest } from '@/lib/api/client'
import { useBusy, useBusyMutation } from '@/lib/query/busy'

import { FLEET_PATH, fleetEntryPath } from './constants'
import { ZCreateAnswer, ZFleetEntryDetail, ZImportReport } from './schemas'

/** The fleet's requests in the browser: the scope of their busy flag. */
export const FLEET_SCOPE = ['fleet'] as const

export const useFleetBusy = () => useBusy(FLEET_SCOPE)

const ZEntryAnswer = z.object({ entry: ZFleetEntryDetail })
const ZDeleted = z.object({ id: z.number() })
const ZImportAnswer = z.object({ report: ZImportReport })

/** After a change the table is read again and the server's page renders anew. */
function useRefresh() {
  const client = useQueryClient()
  const router = useRouter()
  return () => {
    void client.invalidateQueries({ queryKey: tableListKeys.results(FLEET_PATH, '').slice(0, 2) })
    router.refresh()
  }
}

/**
 * POST /api/fleet: a vehicle or a machine. The answer is the new entry, or
 * the types a type approval number fits (the dialog asks which); refused
 * fields come back as an ApiHttpError the form shows at its fields.
 */
export function useCreateEntry() {
  const refresh = useRefresh()
  return useBusyMutation({
    slice: FLEET_SCOPE,
    name: 'create',
    exclusive: true,
    mutationFn: async (body: Record<string, unknown>) => {
      const answer = await apiRequest('POST', FLEET_PATH, {
        body,
        schema: ZCreateAnswer,
        showMessages: false,
        call: { store: 'fleet', action: 'create' },
      })
      return { data: answer.data, messages: answer.messages }
    },
    onSuccess: (answer) => {
      if ('entry' in answer.data) refresh()
    },
  })
}

/** PATCH /api/fleet/{id}: the edit form (errors at its fields). */
export function useUpdateEntry(id: number) {
  const refresh = useRefresh()
  return useBusyMutation({
    slice: FLEET_SCOPE,
    name: 'update',
    exclusive: true,
    mutationFn: async (body: Record<string, unknown>) => {
      const answer = await apiRequest('PATCH', fleetEntryPath(id), {
        body,
        schema: ZEntryAnswer,
        showMessages: false,
        call: { store: 'fleet', action: 'update' },
      })
      return { entry: answer.data.entry, messages: answer.messages }
    },
    onSuccess: refresh,
  })
}

/** POST /api/fleet/{id}/services: "Service erledigt" (errors at the dialog's fields). */
export function useMarkServiceDone(id: number) {
  const refresh = useRefresh()
  return useBusyMutation({
    slice: FLEET_SCOPE,
    name: 'service',
    exclusive: true,
    mutationFn: async (body: Record<string, unknown>) => {
      const answer = await apiRequest('POST', `${fleetEntryPath(id)}/services`, {
        body,
        schema: ZEntryAnswer,
        showMessages: false,
        call: { store: 'fleet', action: 'service' },
      })
      return { entry: answer.data.entry, messages: answer.messages }
    },
    onSuccess: refresh,
  })
}

/** DELETE /api/fleet/{id} (the answer's message shows as a notification). */
export function useDeleteEntry(id: number) {
  return useBusyMutation({
    slice: FLEET_SCOPE,
    name: 'delete',
    exclusive: true,
    mutationFn: async () =>
      (
        await apiRequest('DELETE', fleetEntryPath(id), {
          schema: ZDeleted,
          call: { store: 'fleet', action: 'delete' },
        })
      ).data,
  })
}

/** POST /api/fleet/import (multipart): the report of the added and refused rows. */
export function useImportFleet() {
  const refresh = useRefresh()
  return useBusyMutation({
    slice: FLEET_SCOPE,
    name: 'import',
    exclusive: true,
    mutationFn: async (file: File) => {
      const form = new FormData()
      form.append('file', file)
      const answer = await apiRequest('POST', `${FLEET_PATH}/import`, {
        body: form,
        schema: ZImportAnswer,
        showMessages: false,
        call: { store: 'fleet', action: 'import' },
      })
      return { report: answer.data.report, messages: answer.messages }
    },
    onSuccess: refresh,
  })
}

/** The import template's address (a download link). */
export const fleetTemplateUrl = (format: 'xlsx' | 'csv') => `${FLEET_PATH}/import/template?format=${format}`
