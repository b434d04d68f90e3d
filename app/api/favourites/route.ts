import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { ZFavouriteBody } from '@/features/favourites/schemas'
import { addFavouriteResponse, favouriteNumbersResponse } from '@/features/favourites/server/service'
import { defineRoute } from '@/lib/api/route'

/** GET /api/favourites: { productNumbers } — the signed-in business account's favourites (for the customer it works for). */
export const GET = defineRoute({ auth: accountContext }, ({ ctx }) => favouriteNumbersResponse(ctx))

/** POST /api/favourites { productNumber }: adds a favourite (idempotent: 201 new, 200 already). Answers { productNumbers }. */
export const POST = defineRoute(
  {
    auth: accountContext,
    write: true,
    input: { body: ZFavouriteBody },
    invalid: ({ error }, ctx) =>
      badAccountParameter(
        ctx,
        error.issues[0]?.code === 'unrecognized_keys' ? error.issues[0].keys[0]! : 'productNumber',
      ),
  },
  ({ ctx, body }) => addFavouriteResponse(ctx, body.productNumber),
)
