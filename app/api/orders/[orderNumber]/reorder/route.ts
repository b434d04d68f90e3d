import type { NextRequest } from 'next/server'

import { bodyParameter } from '@/features/carts/schemas'
import { b2bCartContext, badParameter, jsonBody } from '@/features/carts/server/request'
import { ZReorderInput } from '@/features/orders/schemas'
import { reorder } from '@/features/orders/server/reorder'
import { orderNotFound, orderNumberOf } from '@/features/orders/server/request'

type Context = { params: Promise<{ orderNumber: string }> }

/** POST /api/orders/{orderNumber}/reorder { lines?: string[] }: the order's lines (or the chosen ones) into the B2B cart (see reorder). */
export async function POST(request: NextRequest, { params }: Context) {
  const ctx = await b2bCartContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const orderNumber = orderNumberOf((await params).orderNumber)
  if (!orderNumber) return orderNotFound(ctx)
  const body = await jsonBody(request)
  const parsed = ZReorderInput.safeParse(body ?? {})
  if (!parsed.success) return badParameter(ctx, bodyParameter(parsed.error))
  return reorder(ctx, orderNumber, parsed.data.lines)
}
