import { accountContext } from '@/features/account-area/server/context'
import { addressListResponse } from '@/features/addresses/server/service'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/address/list: { addressList: { shipTo, billTo } }
 * — the caller's customer's delivery and invoice addresses, the preferred
 * first, each with partnerId, type, typeCode (CRMH02 / CRMH04), lines,
 * preferred, editable and deletable.
 */
export const GET = defineRoute({ auth: accountContext }, ({ ctx }) => addressListResponse(ctx))
