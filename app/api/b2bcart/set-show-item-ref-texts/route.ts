import { setShowItemRefTexts } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { ZSetShowItemRefTextsBody } from '@/features/carts/schemas'
import { defineRoute } from '@/lib/api/route'

/** POST /api/b2bcart/set-show-item-ref-texts { showItemRefTexts }: replaces the flag, clears every reference text, answers the cart. */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { body: ZSetShowItemRefTextsBody },
    invalid: (_, ctx) => badParameter(ctx, 'showItemRefTexts'),
  },
  ({ ctx, body }) => setShowItemRefTexts(ctx, body.showItemRefTexts),
)
