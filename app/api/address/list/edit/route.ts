import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { bodyParameter, ZAddressEditQuery, ZAddressSaveBody } from '@/features/addresses/schemas'
import { editFormResponse, saveAddressResponse } from '@/features/addresses/server/service'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/address/list/edit?partnerId=…[&type=SHIP_TO]:
 * { configuration } — the fields of the edit form (name,
 * label, type, required, maxLength, pattern, options, value). Without a
 * partnerId: the empty form of a new delivery address.
 */
export const GET = defineRoute(
  {
    auth: accountContext,
    input: { query: ZAddressEditQuery },
    invalid: ({ error }, ctx) => badAccountParameter(ctx, bodyParameter(error)),
  },
  ({ ctx, query }) => editFormResponse(ctx, query),
)

/**
 * POST /api/address/list/edit { partnerId | null, type?, values }: saves a
 * delivery address (null creates one: 201). Answers { address, addressList }.
 */
export const POST = defineRoute(
  {
    auth: accountContext,
    write: true,
    input: { body: ZAddressSaveBody },
    invalid: ({ error }, ctx) => badAccountParameter(ctx, bodyParameter(error)),
  },
  ({ ctx, body }) => saveAddressResponse(ctx, body),
)
