import { ZDisclaimerQuery } from '@/features/oil-finder/schemas'
import { notFound, oilFinderContext } from '@/features/oil-finder/server/route'
import { getDisclaimer } from '@/features/oil-finder/server/tenant-content'
import { defineRoute } from '@/lib/api/route'

/** GET /api/oilfinder/getDisclaimer?id[&lang=de]: data.disclaimer of this tenant; 404 for an unknown id or another tenant's. */
export const GET = defineRoute({ auth: oilFinderContext(ZDisclaimerQuery) }, async ({ ctx }) => {
  const disclaimer = await getDisclaimer(ctx.tenant.id, ctx.query.id, ctx.query.lang)
  if (!disclaimer) throw notFound(ctx, 'disclaimer')
  return { disclaimer }
})
