import { erpContext } from '@/features/order-documents/server/erp-context'
import { importErpDocument } from '@/features/order-documents/server/erp-import'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * POST /api/erp/order-documents (multipart/form-data; `Authorization: Bearer <ERP_API_TOKEN>`):
 * the ERP hands over a delivery note or an invoice of one of this tenant's orders — fields
 * orderNumber, kind (deliveryNote | invoice), documentNumber, issuedAt (YYYY-MM-DD or an ISO
 * instant), totalCents (invoices only) and file (one PDF, at most 10 MB). 201 with the
 * document; 200 with `created: false` when it is there already (idempotent per kind and
 * number). 400 naming the bad field (a file that is no PDF by its first bytes, or cut short),
 * 401 without the right token, 404 when ERP_API_TOKEN is not set or the order is unknown,
 * 409 for a number another order has, 413 above the limit. Server to server: the ERP sends no
 * Origin; a browser page of another site that calls it is refused (403) before anything else.
 */
export const POST = defineRoute(
  { auth: erpContext, write: true, bodyKind: 'form' },
  async ({ ctx, request }) => {
    const { result, created } = await importErpDocument(ctx, request)
    return reply(result, { status: created ? 201 : 200 })
  },
)
