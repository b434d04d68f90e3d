/**
 * Repeat orders: a buyer's schedule that places the same order every N weeks or monthly on a day,
 * from a start date until an end date or a number of orders.
 */
export const SCHEDULE_STATUSES = ['active', 'paused', 'ended'] as const
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number]

export const SCHEDULE_FREQUENCIES = ['weeks', 'monthly'] as const
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number]

/** What one due date of a schedule came to. */
export const SCHEDULE_RUN_OUTCOMES = ['placed', 'awaitingApproval', 'skipped', 'failed'] as const
export type ScheduleRunOutcome = (typeof SCHEDULE_RUN_OUTCOMES)[number]

export const SCHEDULE_NAME_MAX_LENGTH = 80
export const SCHEDULE_MAX_INTERVAL_WEEKS = 52
/** Monthly schedules run on days 1–28, so every month has the day. */
export const SCHEDULE_MAX_DAY_OF_MONTH = 28
export const SCHEDULE_MAX_RUNS = 120
export const SCHEDULE_MESSAGE_MAX_LENGTH = 1000
