import { z } from 'zod'

import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { ZOrderDocumentId } from '@/features/order-documents/schemas'
import { documentDownload, ownDocument } from '@/features/order-documents/server/documents'
import { withPageLocale } from '@/lib/api/page-locale'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/order-documents/{id}/download: the PDF as an attachment named in the reader's
 * language (Lieferschein-8000012001.pdf), `Cache-Control: private, no-store`. Any user of the
 * document's customer (viewers too) and employees acting for it; another customer's document
 * and an unknown id are 404, anonymous 401, a malformed id 400.
 */
export const GET = defineRoute(
  {
    auth: ({ request }) => accountContext({ request: withPageLocale(request) }),
    input: { params: z.object({ id: ZOrderDocumentId }) },
    invalid: (_, ctx) => badAccountParameter(ctx, 'id'),
  },
  async ({ ctx, params }) => documentDownload(ctx, await ownDocument(ctx, params.id)),
)
