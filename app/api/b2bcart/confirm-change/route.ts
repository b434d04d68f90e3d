import { z } from 'zod'

import { confirmCartChange } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { defineRoute } from '@/lib/api/route'

const ZConfirmBody = z.object({ id: z.string().min(3).max(100) })

/** POST /api/b2bcart/confirm-change { id }: the cart-change notification's confirmation. */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { body: ZConfirmBody },
    invalid: (_, ctx) => badParameter(ctx, 'id'),
  },
  ({ ctx, body }) => confirmCartChange(ctx, body.id),
)
