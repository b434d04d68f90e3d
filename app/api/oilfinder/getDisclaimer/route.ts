import type { NextRequest } from 'next/server'

import { ZDisclaimerQuery } from '@/features/oil-finder/schemas'
import { handleOilFinder, notFound } from '@/features/oil-finder/server/route'
import { getDisclaimer } from '@/features/oil-finder/server/tenant-content'
import { ok } from '@/lib/api/envelope'

/** GET /api/oilfinder/getDisclaimer?id[&lang=de]: data.disclaimer of this tenant; 404 for an unknown id or another tenant's. */
export function GET(request: NextRequest) {
  return handleOilFinder(request, ZDisclaimerQuery, async (ctx) => {
    const disclaimer = await getDisclaimer(ctx.tenant.id, ctx.query.id, ctx.query.lang)
    return disclaimer ? ok({ disclaimer }) : notFound(ctx, 'disclaimer')
  })
}
