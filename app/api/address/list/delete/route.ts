import type { NextRequest } from 'next/server'

import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { bodyParameter, ZAddressChoiceBody } from '@/features/addresses/schemas'
import { deleteAddressResponse } from '@/features/addresses/server/service'

/**
 * POST /api/address/list/delete { partnerId } (SPEC §7): deletes one of the
 * customer's delivery addresses; the last one (409), invoice addresses (409)
 * and unknown or foreign ones (404) stay. Answers { addressList }.
 */
export async function POST(request: NextRequest) {
  const ctx = await accountContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZAddressChoiceBody.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return badAccountParameter(ctx, bodyParameter(parsed.error))
  return deleteAddressResponse(ctx, parsed.data)
}
