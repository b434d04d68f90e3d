import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { bodyParameter, ZAddressChoiceBody } from '@/features/addresses/schemas'
import { preferredResponse } from '@/features/addresses/server/service'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/address/list/preferred { partnerId, type? }:
 * makes the address the customer's preferred one of its type
 * (SHIP_TO by default), which the checkout preselects. Answers { addressList }.
 */
export const POST = defineRoute(
  {
    auth: accountContext,
    write: true,
    input: { body: ZAddressChoiceBody },
    invalid: ({ error }, ctx) => badAccountParameter(ctx, bodyParameter(error)),
  },
  ({ ctx, body }) => preferredResponse(ctx, body),
)
