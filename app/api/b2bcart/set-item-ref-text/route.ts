import { CART_REF_TEXT_MAX_LENGTH } from '@/features/carts/constants'
import { setItemRefText } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { bodyParameter, ZSetItemRefTextBody } from '@/features/carts/schemas'
import { defineRoute } from '@/lib/api/route'

/** POST /api/b2bcart/set-item-ref-text { itemKey, itemRefText }: answers { itemRefText }; a `#` is refused. */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { body: ZSetItemRefTextBody },
    invalid: ({ error, raw }, ctx) => {
      const parameter = bodyParameter(error)
      const text = (raw as { itemRefText?: unknown } | null)?.itemRefText
      const message =
        parameter !== 'itemRefText' || typeof text !== 'string'
          ? undefined
          : text.includes('#')
            ? ctx.t('carts.api.refTextHash')
            : ctx.t('carts.api.refTextTooLong', { max: CART_REF_TEXT_MAX_LENGTH })
      return badParameter(ctx, parameter, message)
    },
  },
  ({ ctx, body }) => setItemRefText(ctx, body.itemKey, body.itemRefText),
)
