import { z } from 'zod'

import { REMINDER_DIGESTS, REMINDER_MAX_LEAD_DAYS } from './constants'

/** GET/PATCH of the signed-in user's own reminder setting. */
export const REMINDER_SETTINGS_PATH = '/api/fleet/reminder-settings'

/** The setting's fields, in form order (a 400 names them in this order). */
export const REMINDER_SETTING_FIELDS = ['notify', 'digest', 'leadDays'] as const
export type ReminderSettingField = (typeof REMINDER_SETTING_FIELDS)[number]

/** Why a value is refused; the server and the form put it into words naming the field (fleetReminders.errors.*). */
export const REMINDER_SETTING_PROBLEMS = [
  'notify',
  'digest',
  'leadDays',
  'unknownField',
  'nothingToChange',
  'body',
] as const
export type ReminderSettingProblem = (typeof REMINDER_SETTING_PROBLEMS)[number]

/** The lead in days: a whole number, 1–90. */
export const ZLeadDays = z
  .number({ error: 'leadDays' })
  .int('leadDays')
  .min(1, 'leadDays')
  .max(REMINDER_MAX_LEAD_DAYS, 'leadDays')

/**
 * PATCH /api/fleet/reminder-settings: what changes — reminders in the
 * notification centre (on/off), the weekly digest mail ('weekly' | 'off') and
 * the lead in days (a whole number, 1–90). At least one of them; nothing else.
 */
export const ZReminderSettingsInput = z
  .strictObject({
    notify: z.boolean({ error: 'notify' }).optional(),
    digest: z.enum(REMINDER_DIGESTS, { error: 'digest' }).optional(),
    leadDays: ZLeadDays.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'nothingToChange')
export type ReminderSettingsInput = z.output<typeof ZReminderSettingsInput>

/** What GET and PATCH answer: the setting as it is now. */
export const ZReminderSettings = z.object({
  notify: z.boolean(),
  digest: z.enum(REMINDER_DIGESTS),
  leadDays: z.number().int(),
})
export const ZReminderSettingsAnswer = z.object({ settings: ZReminderSettings })
export type ReminderSettingsAnswer = z.infer<typeof ZReminderSettingsAnswer>

/** The fields a bad body is about, each with its first problem, in form order (`body` when it is no object). */
export function reminderSettingProblems(
  error: z.ZodError,
): { field: string; problem: ReminderSettingProblem }[] {
  const found = new Map<string, ReminderSettingProblem>()
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) if (!found.has(key)) found.set(key, 'unknownField')
      continue
    }
    const field = issue.path.length ? String(issue.path[0]) : 'body'
    const problem: ReminderSettingProblem = (REMINDER_SETTING_PROBLEMS as readonly string[]).includes(
      issue.message,
    )
      ? (issue.message as ReminderSettingProblem)
      : (REMINDER_SETTING_FIELDS as readonly string[]).includes(field)
        ? (field as ReminderSettingField)
        : 'body'
    if (!found.has(field)) found.set(field, problem)
  }
  // "Nothing to change" only when nothing else is wrong (an unknown field is the better answer).
  if (found.size > 1 && found.get('body') === 'nothingToChange') found.delete('body')
  const order = (field: string) => (REMINDER_SETTING_FIELDS as readonly string[]).indexOf(field) + 1 || 99
  return [...found]
    .map(([field, problem]) => ({ field, problem }))
    .sort((a, b) => order(a.field) - order(b.field))
}
