import { accountContext } from '@/features/account-area/server/context'
import { favouriteEntriesResponse } from '@/features/favourites/server/service'
import { defineRoute } from '@/lib/api/route'

/** GET /api/favourites/entries: { favourites } — the favourites page's products (title, picture, link, pack sizes, price from). */
export const GET = defineRoute({ auth: accountContext }, ({ ctx }) => favouriteEntriesResponse(ctx))
