import { ZTemplateQuery } from '@/features/fleet/schemas'
import { fleetTemplate } from '@/features/fleet/server/import'
import { badField, fleetContext } from '@/features/fleet/server/request'
import { withPageLocale } from '@/lib/api/page-locale'
import { defineRoute } from '@/lib/api/route'

/** GET /api/fleet/import/template?format=xlsx|csv: the file to fill in for the plate import, its headers in the page's language. */
export const GET = defineRoute(
  {
    // A download link: the language of the page it was clicked on names the columns.
    auth: ({ request }) => fleetContext({ request: withPageLocale(request) }),
    input: { query: ZTemplateQuery },
    invalid: (_input, ctx) =>
      badField(ctx, 'format', ctx.t('account.api.badParameter', { parameter: 'format' })),
  },
  async ({ ctx, query }) => {
    const template = await fleetTemplate(ctx, query.format)
    return new Response(template.body as BodyInit, {
      headers: {
        'Content-Type': template.type,
        'Content-Disposition': `attachment; filename="${template.fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
)
