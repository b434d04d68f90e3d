import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { ZSheetId } from '@/features/safety-data-sheets/schemas'
import { sheetDownload } from '@/features/safety-data-sheets/server/download'
import { findSheet } from '@/features/safety-data-sheets/server/sheets'
import { NotFoundError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/safety-data-sheet/download?id=…: the PDF as an
 * attachment (a file download, passed through), for signed-in business
 * customers (401 / 403 otherwise). A malformed id is a 400; an unknown id or
 * another tenant's sheet a 404.
 */
export const GET = defineRoute({ auth: accountContext }, async ({ ctx, request }) => {
  const id = ZSheetId.safeParse(request.nextUrl.searchParams.get('id') ?? '')
  if (!id.success) throw badAccountParameter(ctx, 'id')
  const sheet = await findSheet(ctx, id.data)
  const response = sheet ? await sheetDownload(sheet) : null
  if (!response) throw new NotFoundError(ctx.t('contracts.api.sheetNotFound'))
  return response
})
