import { ZFaqQuery } from '@/features/faq/schemas'
import { getFaqOverview } from '@/features/faq/server/faq'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { NotFoundError, ValidationError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/faq[?categoryId=]: every category of the
 * tenant's FAQ and the questions of the given category (all without one).
 * 400 for a categoryId that is no id, 404 for one that is not a category here.
 */
export const GET = defineRoute({ auth: tenantContext }, async ({ ctx: { t, tenant, locale }, request }) => {
  const raw = request.nextUrl.searchParams.get('categoryId')
  const parsed = ZFaqQuery.safeParse({ categoryId: raw === null ? undefined : raw })
  if (!parsed.success) throw new ValidationError(t('faq.api.invalidCategory'), ['categoryId'])
  const result = await getFaqOverview(Number(tenant.id), locale, parsed.data.categoryId)
  if (result.kind === 'unknown-category')
    throw new NotFoundError([
      { type: 'error', message: t('faq.api.unknownCategory'), meta: { fields: ['categoryId'] } },
    ])
  return result.overview
})
