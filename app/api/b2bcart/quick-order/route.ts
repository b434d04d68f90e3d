import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { QUICK_ORDER_MAX_LENGTH } from '@/features/carts/quick-order'
import { quickOrder } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter, jsonBody } from '@/features/carts/server/request'

const ZQuickOrderBody = z.object({ text: z.string().max(QUICK_ORDER_MAX_LENGTH) })

/** POST /api/b2bcart/quick-order { text }: pasted "article number; quantity" lines into the cart (see quickOrder). */
export async function POST(request: NextRequest) {
  const ctx = await b2bCartContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const body = await jsonBody(request)
  const parsed = ZQuickOrderBody.safeParse(body)
  if (!parsed.success) return badParameter(ctx, 'text', typeof (body as { text?: unknown } | null)?.text === 'string' ? ctx.t('carts.quickOrder.tooLong') : undefined)
  return quickOrder(ctx, parsed.data.text)
}
