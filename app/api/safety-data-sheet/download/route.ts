import type { NextRequest } from 'next/server'

import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { ZSheetId } from '@/features/safety-data-sheets/schemas'
import { sheetDownload } from '@/features/safety-data-sheets/server/download'
import { findSheet } from '@/features/safety-data-sheets/server/sheets'
import { fail } from '@/lib/api/envelope'

/**
 * GET /api/safety-data-sheet/download?id=… (SPEC §7): the PDF as an
 * attachment, for signed-in business customers (401 / 403 otherwise). A
 * malformed id is a 400; an unknown id or another tenant's sheet a 404.
 */
export async function GET(request: NextRequest) {
  const ctx = await accountContext(request)
  if ('response' in ctx) return ctx.response
  const id = ZSheetId.safeParse(request.nextUrl.searchParams.get('id') ?? '')
  if (!id.success) return badAccountParameter(ctx, 'id')
  const sheet = await findSheet(ctx, id.data)
  const response = sheet ? await sheetDownload(sheet) : null
  return response ?? fail(404, ctx.t('contracts.api.sheetNotFound'))
}
