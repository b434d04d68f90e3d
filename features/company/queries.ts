'use client'

import { useQueryClient } from '@tanstack/react-query'

import { tableListKeys } from '@/features/table-lists/queries'
import { apiRequest } from '@/lib/api/client'
import { useBusyMutation, useBusy } from '@/lib/query/busy'

import type { CompanyUser, InviteUserInput, UpdateUserInput } from './schemas'

// ── Company users (/konto/benutzer) ─────────────────────────────────────────

/** The users page's requests: the scope of their busy flag. */
export const COMPANY_USERS_SCOPE = ['companyUsers'] as const

/** The users' table list and invitations. */
export const COMPANY_USERS_ENDPOINT = '/api/company/users'
const userPath = (id: number, action = '') => `${COMPANY_USERS_ENDPOINT}/${id}${action ? `/${action}` : ''}`

const call = (action: string) => ({ store: 'companyUsers', action })

type UserAnswer = { user: CompanyUser }

/**
 * The users page's writes: invite, change (role, limits), deactivate and
 * reactivate, renew an invitation. Every answer reads the table again (every
 * page and filter of it), so the list shows what the server stored. The
 * forms (invite, edit) show the server's refusals at their fields
 * (`mutateAsync` rejects with the ApiHttpError); the row actions leave
 * success and refusal messages to the API client's notifications.
 */
export function useCompanyUsers() {
  const client = useQueryClient()
  const refresh = () =>
    client.invalidateQueries({ queryKey: tableListKeys.results(COMPANY_USERS_ENDPOINT, '').slice(0, 2) })
  const invite = useBusyMutation({
    slice: COMPANY_USERS_SCOPE,
    name: 'invite',
    single: true,
    mutationFn: (values: InviteUserInput) =>
      apiRequest<UserAnswer>('POST', COMPANY_USERS_ENDPOINT, {
        body: values,
        call: call('invite'),
        showMessages: false,
      }),
    onSuccess: refresh,
  })
  const save = useBusyMutation({
    slice: COMPANY_USERS_SCOPE,
    name: 'save',
    single: true,
    mutationFn: ({ id, values }: { id: number; values: UpdateUserInput }) =>
      apiRequest<UserAnswer>('PATCH', userPath(id), {
        body: values,
        call: call('save'),
        showMessages: false,
      }),
    onSuccess: refresh,
  })
  const setActive = useBusyMutation({
    slice: COMPANY_USERS_SCOPE,
    name: 'setActive',
    exclusive: true,
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      (await apiRequest<UserAnswer>('PATCH', userPath(id), { body: { active }, call: call('setActive') }))
        .data,
    onSettled: refresh,
  })
  const resend = useBusyMutation({
    slice: COMPANY_USERS_SCOPE,
    name: 'resend',
    exclusive: true,
    mutationFn: async (id: number) =>
      (await apiRequest<UserAnswer>('POST', userPath(id, 'invitation'), { call: call('resend') })).data,
    onSettled: refresh,
  })
  return {
    /** Something of the page runs: the row actions wait. */
    busy: useBusy(COMPANY_USERS_SCOPE),
    /** Invites; resolves the answer (its messages) or rejects with the failure for the form's fields. */
    invite: (values: InviteUserInput) => invite.mutateAsync(values),
    /** Changes role and limits; resolves the answer or rejects with the failure for the form's fields. */
    save: (id: number, values: UpdateUserInput) => save.mutateAsync({ id, values }),
    /** Deactivates or reactivates; resolves the user, or undefined (the API client has shown why). */
    setActive: (id: number, active: boolean) => setActive.run({ id, active }),
    /** Sends the invitation again; resolves the user, or undefined. */
    resend: (id: number) => resend.run(id),
  }
}
