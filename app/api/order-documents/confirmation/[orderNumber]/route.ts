import { z } from 'zod'

import { accountContext } from '@/features/account-area/server/context'
import { documentDownload, ownConfirmation } from '@/features/order-documents/server/documents'
import { withPageLocale } from '@/lib/api/page-locale'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/order-documents/confirmation/{orderNumber}: the order's confirmation as a PDF
 * attachment (Auftragsbestaetigung-W261127-7KQ2M.pdf) — the one written at submit, or written
 * now in the caller's language when it is missing. The checkout's confirmation page and the
 * order detail link here. 404 for an unknown or another customer's order and for an order that
 * was never placed (awaiting approval, rejected); 401 anonymous.
 */
export const GET = defineRoute(
  {
    auth: ({ request }) => accountContext({ request: withPageLocale(request) }),
    input: { params: z.object({ orderNumber: z.string() }) },
  },
  async ({ ctx, params }) => documentDownload(ctx, await ownConfirmation(ctx, params.orderNumber.trim())),
)
