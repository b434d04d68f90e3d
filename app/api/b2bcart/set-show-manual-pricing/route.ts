import type { NextRequest } from 'next/server'

import { setShowManualPricing } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter, jsonBody } from '@/features/carts/server/request'
import { ZSetShowManualPricingBody } from '@/features/carts/schemas'

/** POST /api/b2bcart/set-show-manual-pricing { showManualPricing } (SPEC §4, §7): replaces the flag and the whole cart; employees acting for a contact only. */
export async function POST(request: NextRequest) {
  const ctx = await b2bCartContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZSetShowManualPricingBody.safeParse(await jsonBody(request))
  if (!parsed.success) return badParameter(ctx, 'showManualPricing')
  return setShowManualPricing(ctx, parsed.data.showManualPricing)
}
