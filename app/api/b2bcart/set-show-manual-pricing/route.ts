import { setShowManualPricing } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { ZSetShowManualPricingBody } from '@/features/carts/schemas'
import { defineRoute } from '@/lib/api/route'

/** POST /api/b2bcart/set-show-manual-pricing { showManualPricing }: replaces the flag and the whole cart; employees acting for a contact only. */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { body: ZSetShowManualPricingBody },
    invalid: (_, ctx) => badParameter(ctx, 'showManualPricing'),
  },
  ({ ctx, body }) => setShowManualPricing(ctx, body.showManualPricing),
)
