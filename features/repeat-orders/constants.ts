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

/** How a schedule ends: never (until ended by hand), on a date, or after a number of orders. */
export const SCHEDULE_END_KINDS = ['never', 'date', 'count'] as const
export type ScheduleEndKind = (typeof SCHEDULE_END_KINDS)[number]

/** At most this many running or paused schedules per buyer (ended ones keep their history and do not count). */
export const SCHEDULES_MAX = 50

/** The schedules' API: GET the table list, POST a new schedule; /{id} GET, PATCH, DELETE. */
export const REPEAT_ORDERS_PATH = '/api/repeat-orders'
export const repeatOrderPath = (id: number | string) =>
  `${REPEAT_ORDERS_PATH}/${encodeURIComponent(String(id))}`

/** What a schedule is made from: one of the customer's orders, or the buyer's B2B cart. */
export const SCHEDULE_SOURCES = ['order', 'cart'] as const
export type ScheduleSource = (typeof SCHEDULE_SOURCES)[number]

/** What PATCH /api/repeat-orders/{id} { action } does besides editing. */
export const SCHEDULE_ACTIONS = ['pause', 'resume', 'end'] as const
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number]

/**
 * Why a due date placed no order, or why the scheduler paused a schedule
 * (stored as `[code] details` in the run's message or the schedule's
 * pausedReason, and put into words in the reader's language):
 * notOrderable — lines cannot be ordered (details: their article numbers);
 * retailerMode — the buyer shows retail prices, which blocks ordering;
 * addressMissing — the delivery or invoice address is gone (details: shipTo or billTo);
 * noLines — no line is left;
 * missed — the scheduler did not run on that day (the next due date ran instead);
 * accountInactive — the buyer's login is deactivated, no longer a shop user or moved;
 * mayNotOrder — the buyer's role no longer orders (viewer);
 * error — a technical failure;
 * skippedTwice — two due dates in a row placed nothing (pauses).
 */
export const SCHEDULE_REASONS = [
  'notOrderable',
  'retailerMode',
  'addressMissing',
  'noLines',
  'missed',
  'accountInactive',
  'mayNotOrder',
  'error',
  'skippedTwice',
] as const
export type ScheduleReason = (typeof SCHEDULE_REASONS)[number]

/** After this many skipped due dates in a row (missed ones not counted) the scheduler pauses a schedule. */
export const SKIPS_BEFORE_PAUSE = 2

/** The runner looks for due schedules every five minutes unless REPEAT_ORDERS_INTERVAL_SECONDS says otherwise. */
export const RUNNER_INTERVAL_SECONDS = 300
/** At most this many schedules per runner pass (the rest wait for the next pass). */
export const RUNNER_BATCH = 100
