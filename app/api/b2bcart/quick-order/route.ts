import { z } from 'zod'

import { QUICK_ORDER_MAX_LENGTH } from '@/features/carts/quick-order'
import { quickOrder } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { defineRoute } from '@/lib/api/route'

const ZQuickOrderBody = z.object({ text: z.string().max(QUICK_ORDER_MAX_LENGTH) })

/** POST /api/b2bcart/quick-order { text }: pasted "article number; quantity" lines into the cart (see quickOrder). */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { body: ZQuickOrderBody },
    invalid: ({ raw }, ctx) =>
      badParameter(
        ctx,
        'text',
        typeof (raw as { text?: unknown } | null)?.text === 'string'
          ? ctx.t('carts.quickOrder.tooLong')
          : undefined,
      ),
  },
  ({ ctx, body }) => quickOrder(ctx, body.text),
)
