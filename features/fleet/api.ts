'use client'

import { apiRequest } from '@/lib/api/client'
import { useBusyMutation } from '@/lib/query/busy'

import {
  REMINDER_SETTINGS_PATH,
  ZReminderSettingsAnswer,
  type ReminderSettingsInput,
} from './reminders-schemas'

/**
 * The service reminders' requests in the browser (beside the fleet's own
 * queries.ts, as the company slice keeps its approvals in api.ts).
 */

/** The reminder setting's requests: the scope of their busy flag. */
export const REMINDER_SETTINGS_SCOPE = ['fleetReminders'] as const

/**
 * "Einstellung speichern": the user's own reminder setting. The form shows
 * the server's refusals at its fields (no toast): `mutateAsync` resolves the
 * setting as stored or rejects with the ApiHttpError.
 */
export function useSaveReminderSettings() {
  return useBusyMutation({
    slice: REMINDER_SETTINGS_SCOPE,
    name: 'save',
    single: true,
    mutationFn: async (body: ReminderSettingsInput) =>
      (
        await apiRequest('PATCH', REMINDER_SETTINGS_PATH, {
          body,
          schema: ZReminderSettingsAnswer,
          call: { store: 'fleetReminders', action: 'save' },
          showMessages: false,
        })
      ).data.settings,
  })
}
