'use client'

import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api/client'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { isBusy, useRunning, useBusyMutation } from '@/lib/query/busy'
import { useServerData } from '@/lib/query/server-data'

import { ADDRESS_API } from './constants'
import type { AddressFormConfiguration, AddressValues } from './form'
import type { AddressEntry, AddressList } from './schemas'

/** The address book's requests: the scope of their busy flag. */
export const ADDRESSES_SCOPE = ['addresses'] as const

export const addressKeys = {
  /** The customer's addresses as the last answer had them (the page starts with the server's). */
  list: [...ADDRESSES_SCOPE, 'list'] as const,
  /** The edit form of an address (null: a new delivery address), read each time it opens. */
  editForm: (partnerId: string | null) => [...ADDRESSES_SCOPE, 'editForm', partnerId] as const,
}

const call = (action: string) => ({ store: 'addresses', action })

/** What a save answers: the saved address and the new list, with the server's messages. */
export type AddressSaved = { address: AddressEntry; addressList: AddressList }
/** A save's outcome for the form: saved with the answer's messages, or the failure (its messages go to the fields). */
export type AddressSaveOutcome = { saved: true; messages: ApiMessage[] } | { saved: false; error: unknown }

/**
 * The address book: the server's list first, then every change's answer
 * (each change answers the new list, which replaces the shown one). The
 * list's buttons wait while a form opens, a delivery address is preferred or
 * deleted (`busy`); each of these refuses to start while another runs.
 * Failures of these are notified by the API client; a save's failure is the
 * form's to show at its fields (nothing is notified).
 */
export function useAddressBook(initialList: AddressList) {
  const client = useQueryClient()
  useServerData(addressKeys.list, initialList)
  const list =
    useQuery<AddressList>({ queryKey: addressKeys.list, queryFn: skipToken, staleTime: Infinity }).data ??
    initialList
  const storeList = (addressList: AddressList) => client.setQueryData(addressKeys.list, addressList)

  const prefer = useBusyMutation({
    slice: ADDRESSES_SCOPE,
    name: 'preferred',
    exclusive: true,
    mutationFn: async ({ partnerId, type }: { partnerId: string; type: AddressEntry['type'] }) =>
      (
        await apiRequest<{ addressList: AddressList }>('POST', ADDRESS_API.preferred, {
          body: { partnerId, type },
          call: call('preferred'),
        })
      ).data,
    onSuccess: (data) => storeList(data.addressList),
  })
  const remove = useBusyMutation({
    slice: ADDRESSES_SCOPE,
    name: 'delete',
    exclusive: true,
    mutationFn: async (partnerId: string) =>
      (
        await apiRequest<{ addressList: AddressList }>('POST', ADDRESS_API.delete, {
          body: { partnerId },
          call: call('delete'),
        })
      ).data,
    onSuccess: (data) => storeList(data.addressList),
  })
  const save = useBusyMutation({
    slice: ADDRESSES_SCOPE,
    name: 'save',
    mutationFn: ({ partnerId, values }: { partnerId: string | null; values: AddressValues }) =>
      apiRequest<AddressSaved>('POST', ADDRESS_API.edit, {
        body: { partnerId, type: 'SHIP_TO', values },
        call: call('save'),
        showMessages: false,
      }),
    onSuccess: ({ data }) => storeList(data.addressList),
  })

  // A save runs inside its open form (which shows its own busy state).
  const opening = useRunning(ADDRESSES_SCOPE, 'editForm')
  const preferring = useRunning(ADDRESSES_SCOPE, 'preferred')
  const deleting = useRunning(ADDRESSES_SCOPE, 'delete')

  return {
    list,
    busy: opening || preferring || deleting,
    /** Reads an address's edit form (null: a new one); resolves its configuration, or undefined (failed, or refused while something runs). */
    openForm: async (partnerId: string | null): Promise<AddressFormConfiguration | undefined> => {
      if (isBusy(client, ADDRESSES_SCOPE)) return undefined
      try {
        const data = await client.fetchQuery({
          queryKey: addressKeys.editForm(partnerId),
          queryFn: async ({ signal }) =>
            (
              await apiRequest<{ configuration: AddressFormConfiguration }>('GET', ADDRESS_API.edit, {
                query: partnerId ? { partnerId } : { type: 'SHIP_TO' },
                signal,
                call: call('editForm'),
              })
            ).data,
          // The form shows the address as it is now.
          staleTime: 0,
          retry: false,
        })
        return data.configuration
      } catch {
        // The API client has shown the server's message.
        return undefined
      }
    },
    /** Makes an address the preferred one of its type; resolves the new list, or undefined. */
    prefer: (partnerId: string, type: AddressEntry['type']) => prefer.run({ partnerId, type }),
    /** Deletes a delivery address; resolves the new list, or undefined. */
    remove: (partnerId: string) => remove.run(partnerId),
    /**
     * Saves the form's values. The form shows what the server refused at its
     * fields, so it gets the failure itself (`mutateAsync`: the request is
     * sent once, never retried, and the busy flag follows it like `run`'s).
     */
    save: async (partnerId: string | null, values: AddressValues): Promise<AddressSaveOutcome> => {
      try {
        const { messages } = await save.mutateAsync({ partnerId, values })
        return { saved: true, messages }
      } catch (error) {
        return { saved: false, error }
      }
    },
  }
}
