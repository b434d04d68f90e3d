import type { NextRequest } from 'next/server'

import { accountContext } from '@/features/account-area/server/context'
import { findOwnOrder, orderDetail } from '@/features/orders/server/orders'
import { orderNotFound, orderNumberOf } from '@/features/orders/server/request'
import { ok } from '@/lib/api/envelope'

type Context = { params: Promise<{ orderNumber: string }> }

/** GET /api/orders/{orderNumber} (SPEC §2 order detail): { order }; unknown and other customers' orders are a 404 "Bestellung wurde nicht gefunden." */
export async function GET(request: NextRequest, { params }: Context) {
  const ctx = await accountContext(request)
  if ('response' in ctx) return ctx.response
  const orderNumber = orderNumberOf((await params).orderNumber)
  const order = orderNumber ? await findOwnOrder(ctx, orderNumber) : null
  if (!order) return orderNotFound(ctx)
  return ok({ order: await orderDetail(ctx, order) })
}
