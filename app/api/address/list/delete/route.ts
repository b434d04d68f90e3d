import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { bodyParameter, ZAddressChoiceBody } from '@/features/addresses/schemas'
import { deleteAddressResponse } from '@/features/addresses/server/service'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/address/list/delete { partnerId }: deletes one of the
 * customer's delivery addresses; the last one (409), invoice addresses (409)
 * and unknown or foreign ones (404) stay. Answers { addressList }.
 */
export const POST = defineRoute(
  {
    auth: accountContext,
    write: true,
    input: { body: ZAddressChoiceBody },
    invalid: ({ error }, ctx) => badAccountParameter(ctx, bodyParameter(error)),
  },
  ({ ctx, body }) => deleteAddressResponse(ctx, body),
)
