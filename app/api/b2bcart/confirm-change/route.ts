import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { confirmCartChange } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter, jsonBody } from '@/features/carts/server/request'

const ZConfirmBody = z.object({ id: z.string().min(3).max(100) })

/** POST /api/b2bcart/confirm-change { id }: the cart-change notification's confirmation (SPEC §3 Notification, §4). */
export async function POST(request: NextRequest) {
  const ctx = await b2bCartContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZConfirmBody.safeParse(await jsonBody(request))
  if (!parsed.success) return badParameter(ctx, 'id')
  return confirmCartChange(ctx, parsed.data.id)
}
