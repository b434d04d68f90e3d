import type { NextRequest } from 'next/server'

import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { POSITIONS_TABLE, ZContractNumber } from '@/features/contracts/schemas'
import { findContract, listPositions } from '@/features/contracts/server/contracts'
import { tableRequest } from '@/features/table-lists/server/table'
import { fail, ok } from '@/lib/api/envelope'

/**
 * GET /api/contracts/{contractNumber}/positions/ (SPEC §7): the contract's
 * header and a page of its positions ({ contract, results }). A contract that
 * is missing or another customer's is a 404.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ contractNumber: string }> }) {
  const ctx = await accountContext(request)
  if ('response' in ctx) return ctx.response
  const number = ZContractNumber.safeParse((await params).contractNumber)
  if (!number.success) return badAccountParameter(ctx, 'contractNumber')
  const table = tableRequest(request.nextUrl, POSITIONS_TABLE, ctx.t)
  if ('response' in table) return table.response
  const contract = await findContract(ctx, number.data)
  if (!contract) return fail(404, ctx.t('contracts.api.notFound'))
  return ok({ contract: contract.entry, results: await listPositions(ctx, contract.id, table.query) })
}
