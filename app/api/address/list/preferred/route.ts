import type { NextRequest } from 'next/server'

import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { bodyParameter, ZAddressChoiceBody } from '@/features/addresses/schemas'
import { preferredResponse } from '@/features/addresses/server/service'

/**
 * POST /api/address/list/preferred { partnerId, type? } (SPEC §7 "set
 * ship-to"): makes the address the customer's preferred one of its type
 * (SHIP_TO by default), which the checkout preselects. Answers { addressList }.
 */
export async function POST(request: NextRequest) {
  const ctx = await accountContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZAddressChoiceBody.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return badAccountParameter(ctx, bodyParameter(parsed.error))
  return preferredResponse(ctx, parsed.data)
}
