import { z } from 'zod'

import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { ZProductNumber } from '@/features/catalog/schemas'
import { removeFavouriteResponse } from '@/features/favourites/server/service'
import { defineRoute } from '@/lib/api/route'

/** DELETE /api/favourites/{productNumber}: takes the product off the favourites (idempotent). Answers { productNumbers }. */
export const DELETE = defineRoute(
  {
    auth: accountContext,
    write: true,
    input: { params: z.object({ productNumber: ZProductNumber }) },
    invalid: (_, ctx) => badAccountParameter(ctx, 'productNumber'),
  },
  ({ ctx, params }) => removeFavouriteResponse(ctx, params.productNumber),
)
