import { z } from 'zod'

import { AVAILABILITY_STATUSES } from './constants'
import { HOLIDAYS, type Holiday } from './holidays'
import type { DeliveryOptions, LineAvailability } from './estimate'

/** A day written YYYY-MM-DD. */
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** How a line (or one pack of a variant) can be delivered: see estimate.ts `lineAvailability`. */
export const ZLineAvailability = z.object({
  status: z.enum(AVAILABILITY_STATUSES),
  quantity: z.number(),
  inStock: z.number(),
  firstDate: ZDay.nullable(),
  completeDate: ZDay.nullable(),
}) satisfies z.ZodType<LineAvailability>

/** What the checkout's delivery step offers: see estimate.ts `deliveryOptions`. */
export const ZDeliveryOptions = z.object({
  today: ZDay,
  earliestPartial: ZDay.nullable(),
  earliestComplete: ZDay.nullable(),
  latest: ZDay,
  holidays: z.array(z.object({ day: ZDay, holiday: z.enum(HOLIDAYS as [Holiday, ...Holiday[]]) })),
}) satisfies z.ZodType<DeliveryOptions>
