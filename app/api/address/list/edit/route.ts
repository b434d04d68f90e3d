import type { NextRequest } from 'next/server'

import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { bodyParameter, ZAddressEditQuery, ZAddressSaveBody } from '@/features/addresses/schemas'
import { editFormResponse, saveAddressResponse } from '@/features/addresses/server/service'

/**
 * GET /api/address/list/edit?partnerId=…[&type=SHIP_TO] (SPEC §7 "GET edit
 * form with params"): { configuration } — the fields of the edit form (name,
 * label, type, required, maxLength, pattern, options, value). Without a
 * partnerId: the empty form of a new delivery address.
 */
export async function GET(request: NextRequest) {
  const ctx = await accountContext(request)
  if ('response' in ctx) return ctx.response
  const parsed = ZAddressEditQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success) return badAccountParameter(ctx, bodyParameter(parsed.error))
  return editFormResponse(ctx, parsed.data)
}

/**
 * POST /api/address/list/edit { partnerId | null, type?, values }: saves a
 * delivery address (null creates one: 201). Answers { address, addressList }.
 */
export async function POST(request: NextRequest) {
  const ctx = await accountContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZAddressSaveBody.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return badAccountParameter(ctx, bodyParameter(parsed.error))
  return saveAddressResponse(ctx, parsed.data)
}
