import type { NextRequest } from 'next/server'

import { accountContext } from '@/features/account-area/server/context'
import { addressListResponse } from '@/features/addresses/server/service'

/**
 * GET /api/address/list (SPEC §7 addressList): { addressList: { shipTo, billTo } }
 * — the caller's customer's delivery and invoice addresses, the preferred
 * first, each with partnerId, type, typeCode (CRMH02 / CRMH04), lines,
 * preferred, editable and deletable.
 */
export async function GET(request: NextRequest) {
  const ctx = await accountContext(request)
  if ('response' in ctx) return ctx.response
  return addressListResponse(ctx)
}
