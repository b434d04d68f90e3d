import { z } from 'zod'

import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { POSITIONS_TABLE, ZContractNumber } from '@/features/contracts/schemas'
import { findContract, listPositions } from '@/features/contracts/server/contracts'
import { tableRequest } from '@/features/table-lists/server/table'
import { NotFoundError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/contracts/{contractNumber}/positions/: the contract's
 * header and a page of its positions ({ contract, results }). A contract that
 * is missing or another customer's is a 404.
 */
export const GET = defineRoute(
  {
    auth: accountContext,
    input: { params: z.object({ contractNumber: ZContractNumber }) },
    invalid: (_, ctx) => badAccountParameter(ctx, 'contractNumber'),
  },
  async ({ ctx, params, request }) => {
    const table = tableRequest(request.nextUrl, POSITIONS_TABLE, ctx.t)
    const contract = await findContract(ctx, params.contractNumber)
    if (!contract) throw new NotFoundError(ctx.t('contracts.api.notFound'))
    return { contract: contract.entry, results: await listPositions(ctx, contract.id, table.query) }
  },
)
