import { z } from 'zod'

import { QUICK_ORDER_TEMPLATE_FORMATS } from '@/features/carts/quick-order-file'
import { quickOrderTemplate } from '@/features/carts/server/quick-order-file'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { withPageLocale } from '@/lib/api/page-locale'
import { defineRoute } from '@/lib/api/route'

/** GET /api/b2bcart/quick-order/template?format=xlsx|csv: the file to fill in for the quick order (see quickOrderTemplate). */
export const GET = defineRoute(
  {
    // A download link: the language of the page it was clicked on names the columns.
    auth: ({ request }) => b2bCartContext({ request: withPageLocale(request) }),
    input: { query: z.object({ format: z.enum(QUICK_ORDER_TEMPLATE_FORMATS).default('xlsx') }) },
    invalid: (_input, ctx) => badParameter(ctx, 'format'),
  },
  async ({ ctx, query }) => {
    const template = await quickOrderTemplate(ctx, query.format)
    return new Response(template.body as BodyInit, {
      headers: {
        'Content-Type': template.type,
        'Content-Disposition': `attachment; filename="${template.fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
)
