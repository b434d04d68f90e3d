import { ZReminderSettingsInput } from '@/features/fleet/reminders-schemas'
import {
  invalidReminderSettings,
  readReminderSettings,
  reminderSettingsContext,
  updateReminderSettings,
} from '@/features/fleet/server/reminders-account'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/fleet/reminder-settings: the signed-in user's own service
 * reminders { settings: { notify, digest, leadDays } } (defaults: on,
 * weekly, 14 days). 401 anonymous; 403 for private customers, an employee
 * without a contact, and an employee acting for a contact (the setting is
 * the contact's own).
 */
export const GET = defineRoute({ auth: reminderSettingsContext }, async ({ ctx }) => ({
  settings: await readReminderSettings(ctx),
}))

/**
 * PATCH /api/fleet/reminder-settings { notify?: boolean, digest?: 'weekly' |
 * 'off', leadDays?: 1–90 } (at least one): changes the user's own setting and
 * answers it. A bad field is a 400 naming it, in the caller's language, and
 * nothing changes.
 */
export const PATCH = defineRoute(
  {
    auth: reminderSettingsContext,
    write: true,
    input: { body: ZReminderSettingsInput },
    invalid: invalidReminderSettings,
  },
  async ({ ctx, body }) => ({ settings: await updateReminderSettings(ctx, body) }),
)
